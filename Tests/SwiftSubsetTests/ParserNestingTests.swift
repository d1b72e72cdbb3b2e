import Testing
@testable import SwiftSubset

/// The parser takes the same nesting in every build: swift-syntax's own default is 20 levels
/// in a debug build and 256 in a release build, where deep unclosed parentheses took seconds
/// (issue 12, Fuzz/regressions/nested-parens-label-timeout.swift).
struct ParserNestingTests {
    /// 30 levels of parentheses, of closures and of calls, beyond the debug default of 20.
    /// swiftc 6.3.1 compiles this program and it prints "3" and "7".
    @Test func codeNestedThirtyDeepRuns() {
        let depth = 30
        let source = "print(" + String(repeating: "(", count: depth) + "1 + 2" + String(repeating: ")", count: depth) + ")\n"
            + "let f = " + String(repeating: "{ ", count: depth) + "7" + String(repeating: " }", count: depth) + "\n"
            + "print(f" + String(repeating: "()", count: depth) + ")\n"
        let result = Interpreter.run(source: source)
        #expect(result.status == .ok, "\(result.diagnostics)")
        #expect(result.output == "3\n7\n")
    }

    /// Deeper than the limit: an error at the first level too deep, on the line where it is.
    @Test func codeNestedDeeperThanTheLimitIsAnError() {
        let depth = SubsetParser.maximumNestingLevel + 1
        let source = "let a = 1\nlet x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n"
        let result = Interpreter.run(source: source)
        #expect(result.status == .diagnostics)
        #expect(result.diagnostics.first?.line == 2)
        #expect(result.diagnostics.first?.message.contains("maximum nesting level") == true,
                "\(result.diagnostics)")
    }
}
