import SwiftSubset
import Testing

/// A runtime error inside a `deinit` ends the program where the object is freed: compiled Swift
/// crashes there (checked with swiftc: nothing printed after the releasing call appears).
@Suite struct DeinitCrashTests {
    @Test func nothingRunsAfterADeinitCrashes() {
        let source = """
            class Box {
                deinit {
                    let items: [Int] = []
                    print(items[1])
                }
            }
            func makeAndDrop() { let box = Box(); _ = box }
            print("before")
            makeAndDrop()
            print("after 1")
            print("after 2")
            """
        let result = Interpreter.run(source: source, fileName: "main.swift")
        #expect(result.status == .exception)
        #expect(result.output == "before\n")
        #expect(result.runtimeError == "Fatal error: Index out of range")
        #expect(result.faultLocation == SourcePoint(line: 4, column: 9))
    }
}
