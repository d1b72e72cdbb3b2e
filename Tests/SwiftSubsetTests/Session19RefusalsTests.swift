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

    /// Printing a lazy view: swiftc prints its stored parts (`LazyMapSequence<…>(_base: …,
    /// _transform: (Function))`).
    @Test func printingALazyViewIsRefused() {
        let result = Interpreter.run(source: "print([1, 2].lazy.map { $0 + 1 })\n")
        #expect(result.output == "")
        #expect(result.renderedDiagnostics.contains("printing a lazy view ('LazyMapSequence') is not supported yet"),
                "\(result.runtimeError ?? result.renderedDiagnostics)")
    }

    /// On a collection, Swift's lazy views are collections whose reads may run a closure more
    /// or fewer times than once an element (swiftc: `count` of `[1, 2, 3].lazy.map { … }` runs
    /// the closure none; `prefix(1)` of a `filter` tests past the first match): a closure that
    /// prints, and `count` of a view with a `map`, are refused there.
    @Test func collectionViewsRefuseWhatTheyWouldRunDifferently() {
        let printing = Interpreter.run(source: """
            let v = [1, 2, 3].lazy.filter { print("test", $0); return $0 > 1 }.prefix(1)
            print(Array(v))
            """)
        #expect(printing.renderedDiagnostics.contains("a lazy view's closure that prints is not supported yet"),
                "\(printing.runtimeError ?? printing.renderedDiagnostics)")
        let counted = Interpreter.run(source: "print([1, 2, 3].lazy.map { $0 * 2 }.count)\n")
        #expect(counted.renderedDiagnostics.contains("'count' of a lazy view with a 'map' is not supported yet"),
                "\(counted.runtimeError ?? counted.renderedDiagnostics)")
    }

    /// swiftc: `var calls = 0; let v = [1, 2, 3, 4].lazy.filter { calls += 1; return $0 > 1 }`
    /// then `print(Array(v.prefix(1)), calls)` prints `[2] 6` (the collection view tests
    /// elements again); one pass would count 2. A closure of a lazy chain that assigns to a
    /// variable from outside it is refused where it is written.
    @Test func lazyClosureAssigningOutsideIsRefused() {
        let result = Interpreter.run(source: """
            var calls = 0
            let v = [1, 2, 3, 4].lazy.filter { calls += 1; return $0 > 1 }
            print(Array(v.prefix(1)), calls)
            """)
        #expect(result.status == .diagnostics)
        #expect(result.renderedDiagnostics.hasPrefix(
            "main.swift:2:36: error: a lazy view's closure that assigns to 'calls' is not supported yet"), "\(result.renderedDiagnostics)")
    }
}
