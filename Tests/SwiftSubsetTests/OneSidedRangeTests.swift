import Testing
@testable import SwiftSubset

/// Slicing an array with a range outside it ends the program with Swift's own runtime error
/// (issue 12). Expected text: each case compiled with swiftc 6.1 here (`swiftc -Onone`) on
/// `let a = [1, 2, 3]`, recorded beside it. The programs that run are in
/// `Programs/one_sided_ranges.swift`.
struct OneSidedRangeTests {
    @Test(arguments: [
        // swiftc: "Swift/Array.swift:430: Fatal error: Array index is out of range"
        ("print(a[0..<Int.max])", "Fatal error: Array index is out of range"),
        ("print(a[..<5])", "Fatal error: Array index is out of range"),
        ("print(a[...5])", "Fatal error: Array index is out of range"),
        // swiftc: "Swift/Array.swift:431: Fatal error: Negative Array index is out of range"
        ("print(a[(-1)...])", "Fatal error: Negative Array index is out of range"),
        ("print(a[(-1)..<2])", "Fatal error: Negative Array index is out of range"),
        // swiftc: "Swift/Range.swift:761: Fatal error: Range requires lowerBound <= upperBound"
        ("print(a[4...])", "Fatal error: Range requires lowerBound <= upperBound"),
        ("print(a[...(-2)])", "Fatal error: Range requires lowerBound <= upperBound"),
    ])
    func slicesOutsideTheArrayTrap(expression: String, message: String) {
        let result = Interpreter.run(source: "let a = [1, 2, 3]\n" + expression + "\n")
        #expect(result.status == .exception)
        #expect(result.runtimeError == message)
        #expect(result.output == "")
    }

    /// swiftc: `a[3...]` and `a[...(-1)]` on a three-element array are empty, not traps.
    @Test func slicesAtTheEdgesAreEmpty() {
        let result = Interpreter.run(source: "let a = [1, 2, 3]\nprint(a[3...], a[...(-1)], a[..<0])\n")
        #expect(result.status == .ok)
        #expect(result.output == "[] [] []\n")
    }
}
