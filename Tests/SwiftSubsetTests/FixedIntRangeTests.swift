import Testing
@testable import SwiftSubset

/// Ranges of fixed-width integers stop the program with the standard library's own traps.
/// Expected text: each program compiled with swiftc 6.1 here (`swiftc -Onone`), recorded
/// beside it. What runs is in `Programs/fixed_int_ranges.swift`.
struct FixedIntRangeTests {
    @Test(arguments: [
        // swiftc: "Swift/Range.swift:761: Fatal error: Range requires lowerBound <= upperBound"
        ("let a: UInt = 3\nlet b: UInt = 1\nlet r = a..<b\nprint(r)", "Fatal error: Range requires lowerBound <= upperBound"),
        // swiftc: "Swift/ClosedRange.swift:411: Fatal error: Range requires lowerBound <= upperBound"
        ("let a: Int8 = 3\nfor i in a...1 { print(i) }", "Fatal error: Range requires lowerBound <= upperBound"),
        // swiftc: "Swift/Integers.swift:2741: Fatal error: Can't get random value with an empty range"
        ("let n: UInt = 2\nprint(UInt.random(in: 2..<n))", "Fatal error: Can't get random value with an empty range"),
    ])
    func trapsAsSwift(source: String, message: String) {
        let result = Interpreter.run(source: source + "\n")
        #expect(result.status == .exception)
        #expect(result.runtimeError == message)
        #expect(result.output == "")
    }

    /// swiftc: "t.swift:2:14: error: integer literal '300' overflows when stored into 'UInt8'":
    /// a literal bound takes the other bound's type.
    @Test func literalBoundTakesTheOtherBoundsType() {
        let result = Interpreter.run(source: "let n: UInt8 = 2\nfor i in n..<300 { print(i) }\n")
        #expect(result.status == .diagnostics)
        #expect(result.diagnostics.map(\.message) == ["integer literal '300' overflows when stored into 'UInt8'"])
    }
}
