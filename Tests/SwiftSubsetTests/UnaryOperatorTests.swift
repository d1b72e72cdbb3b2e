import Testing
@testable import SwiftSubset

/// Prefix and postfix operators the program does not implement. What implemented ones print
/// is in `Programs/custom_unary_operators.swift`.
struct UnaryOperatorTests {
    /// swiftc 6.1: "error: cannot find operator '+++' in scope" at the operator, with or
    /// without a `prefix operator +++` declaration.
    @Test(arguments: ["let x = 5\nprint(+++x)", "prefix operator +++\nlet x = 5\nprint(+++x)"])
    func anUnimplementedPrefixOperatorIsNotFound(source: String) {
        let result = Interpreter.run(source: source)
        #expect(result.status == .diagnostics)
        #expect(result.diagnostics.map(\.message) == ["cannot find operator '+++' in scope"])
        #expect(result.diagnostics.first?.column == 7)
    }

    /// A postfix operator with no function is refused at its place, in a sentence.
    @Test func anUnimplementedPostfixOperatorIsRefused() {
        let result = Interpreter.run(source: "postfix operator ^^\nlet x = 5\nprint(x^^)")
        #expect(result.status == .diagnostics)
        #expect(result.diagnostics.map(\.message) == ["postfix operator '^^' is not supported yet"])
    }

    /// An operator implemented for one type, used on another (which swiftc would not compile):
    /// refused where it is met.
    @Test func anOperatorForAnotherTypeIsRefusedWhenMet() {
        let source = """
            struct Num { var value: Int }
            prefix operator +++
            prefix func +++ (x: Num) -> Int { x.value * 2 }
            print(+++Num(value: 2))
            print(+++"text")
            """
        let result = Interpreter.run(source: source)
        #expect(result.status == .diagnostics)
        #expect(result.diagnostics.map(\.message) == ["prefix operator '+++' on a value of this kind is not supported yet"])
        #expect(result.diagnostics.first?.line == 5)
    }
}
