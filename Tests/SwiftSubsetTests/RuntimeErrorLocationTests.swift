import SwiftSubset
import Testing

/// A runtime error or a limit names the statement it happened in, as the learner needs to find
/// it; the message itself stays Swift's (compiled Swift prints `file:line: Fatal error: …`).
@Suite struct RuntimeErrorLocationTests {
    @Test func anIndexOutOfRangeInsideAFunctionPointsAtTheInnermostStatement() {
        let source = """
            let numbers = [1, 2]
            func third() -> Int {
                let n = numbers[2]
                return n
            }
            print(third())
            """
        let result = Interpreter.run(source: source, fileName: "Lists.swift")
        #expect(result.status == .exception)
        #expect(result.runtimeError == "Fatal error: Index out of range")
        #expect(result.faultLocation == SourcePoint(line: 3, column: 5))
        #expect(result.renderedRuntimeError == """
            Lists.swift:3:5: Fatal error: Index out of range
                let n = numbers[2]
                ^

            """)
    }

    @Test func aForceUnwrapOfNilNamesItsLine() {
        let result = Interpreter.run(source: "var name: String? = nil\nprint(\"start\")\nprint(name!)\n", fileName: "main.swift")
        #expect(result.output == "start\n")
        // swiftc's binary reports line 3 ("fu.swift:3: Fatal error: ..."); the column is ours,
        // and it points at the `!` that failed, not at the statement (issue: the caret sat on `print`).
        #expect(result.faultLocation == SourcePoint(line: 3, column: 11))
        #expect(result.renderedRuntimeError == """
            main.swift:3:11: Fatal error: Unexpectedly found nil while unwrapping an Optional value
            print(name!)
                      ^

            """)
    }

    @Test func aStepLimitPointsAtTheLoopThatRanAway() {
        let limits = Limits(maxSteps: 10_000, maxCallDepth: 200, wallTimeSeconds: 5,
                            maxElements: 100_000, maxOutputBytes: 10_000)
        let source = "var i = 0\nprint(i)\nwhile i >= 0 {\n    i += 1\n}\n"
        let result = Interpreter.run(source: source, fileName: "main.swift", limits: limits)
        #expect(result.status == .limit)
        #expect(result.faultLocation == SourcePoint(line: 3, column: 1))
        #expect(result.renderedRuntimeError.contains("\nwhile i >= 0 {\n^\n"))
    }

    @Test func aCaughtErrorLeavesNoLocationBehind() {
        let source = """
            enum Failure: Error { case bad }
            func fail() throws { throw Failure.bad }
            do { try fail() } catch { print("caught") }
            """
        let result = Interpreter.run(source: source, fileName: "main.swift")
        #expect(result.status == .ok)
        #expect(result.faultLocation == nil)
        #expect(result.renderedRuntimeError.isEmpty)
    }
}
