import Testing
@testable import SwiftSubset

/// Session 19: result types written in a function's signature are checked as parameter types
/// are (what swiftc -Onone does here is written beside each).
struct Session19RefusalsTests {
    /// swiftc: an `Array` extension's `-> [SubSequence]` gives `ArraySlice` values, printed
    /// `[ArraySlice([6])]`, whose `startIndex` is the slice's first index (1). The interpreter
    /// gave arrays (`[[6]]`, `startIndex` 0): refused at the written type.
    @Test func subSequenceResultInAnArrayExtensionIsRefused() {
        let result = Interpreter.run(source: """
            extension Array {
                func pieces() -> [SubSequence] { [self[1..<2]] }
            }
            let y = [5, 6, 7].pieces()
            print(y, y[0].startIndex)
            """)
        #expect(result.status == .diagnostics)
        #expect(result.output == "")
        #expect(result.renderedDiagnostics.hasPrefix(
            "main.swift:2:23: error: using the type 'SubSequence' here is not supported yet"), "\(result.renderedDiagnostics)")
    }

    /// swiftc: `Index` and `Element` inside `extension String` are `String.Index` and
    /// `Character`; this prints `e true`.
    @Test func indexAndElementInAStringExtensionAreTheStrings() {
        let result = Interpreter.run(source: """
            extension String {
                func at(_ n: Int) -> Element { self[index(startIndex, offsetBy: n)] }
                func idx(_ n: Int) -> Index? { n < count ? index(startIndex, offsetBy: n) : nil }
            }
            print("hello".at(1), "hello".idx(9) == nil)
            """)
        #expect(result.runtimeError == nil, "\(result.renderedDiagnostics)")
        #expect(result.output == "e true\n")
    }

    /// swiftc: a dictionary literal of slices is a `[String: ArraySlice<Int>]`, printed
    /// `["k": ArraySlice([2, 3, 4])]`; the interpreter printed `["k": [2, 3, 4]]`. Its type is
    /// now known, so printing it is refused as printing `[s]` was.
    @Test func dictionaryOfSlicesIsTypedAndItsPrintingRefused() {
        let typed = Interpreter.run(source: """
            let a = [1, 2, 3, 4, 5]
            let d = ["k": a[1...3]]
            print(type(of: d))
            """)
        #expect(typed.output == "Dictionary<String, ArraySlice<Int>>\n", "\(typed.renderedDiagnostics)")
        let printed = Interpreter.run(source: """
            let a = [1, 2, 3, 4, 5]
            let s = a[1...3]
            let d = ["k": s]
            print(d)
            """)
        #expect(printed.status == .diagnostics)
        #expect(printed.renderedDiagnostics.hasPrefix("main.swift:4:7: error: printing an ArraySlice inside a collection"))
    }
}
