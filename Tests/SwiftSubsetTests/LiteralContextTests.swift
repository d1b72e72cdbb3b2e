import Testing
@testable import SwiftSubset

/// Integer literals that a floating context types through a standard member or function the
/// compiler's literal typing does not follow (`Compiler+LiteralContexts.swift`): refused at
/// that step, where swiftc would make them `Double`s (it prints 0.5 for each program here,
/// where the interpreter printed 0.0). The followed shapes run in
/// `Programs/literals_through_generic_calls.swift`.
struct LiteralContextTests {
    @Test(arguments: [
        ("let x: Double = Set([1, 2]).max()! / 4\nprint(x)\n", "Set([1, 2])", 17),
        ("let x: Double = [[1], [3]].joined().reduce(0, +) / 8\nprint(x)\n", "[[1], [3]].joined()", 17),
        ("func f(_ x: Double) { print(x) }\nf([1, 2].lazy.map { $0 / 2 }.reduce(0, +) / 3)\n", "[1, 2].lazy", 3),
    ])
    func unfollowedStepIsRefused(_ source: String, _ step: String, _ column: Int) {
        let result = Interpreter.run(source: source)
        #expect(result.status == .diagnostics)
        #expect(result.diagnostics.first?.message == "integer literals typed by the context through '\(step)' are not supported yet")
        #expect(result.diagnostics.first?.column == column)
    }

    @Test func aStepThatDecidesTheElementTypeIsNotRefused() {
        // `map { Double($0) }` types its receiver's literals `Int` whatever the context.
        let result = Interpreter.run(source: "let x: Double = Set([1, 2]).map { Double($0) }.reduce(0, +) / 4\nprint(x)\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.output == "0.75\n")
    }
}
