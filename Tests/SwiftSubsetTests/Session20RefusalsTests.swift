import Testing
@testable import SwiftSubset

/// Session 20: a second reader's findings on session 19's work (what swiftc -Onone does here is
/// written beside each).
struct Session20RefusalsTests {
    /// swiftc compiles these (`StrideTo<Int>`, `ReversedCollection<[Int]>`, `-> Magnitude` in an
    /// `Int` extension, `AnyHashable(1)`): the interpreter lacks the types, so they are refused
    /// as unsupported, never reported as names swiftc would not find.
    @Test(arguments: [
        ("func st() -> StrideTo<Int> { stride(from: 0, to: 4, by: 2) }\nprint(Array(st()))", "using the type 'StrideTo' here is not supported yet"),
        ("func r() -> ReversedCollection<[Int]> { [1, 2].reversed() }\nprint(Array(r()))", "using the type 'ReversedCollection' here is not supported yet"),
        ("func e() -> EnumeratedSequence<[Int]> { [5].enumerated() }\nfor (i, x) in e() { print(i, x) }", "using the type 'EnumeratedSequence' here is not supported yet"),
        ("extension Int { func m() -> Magnitude { magnitude } }\nprint((-3).m())", "using the type 'Magnitude' here is not supported yet"),
        ("let h = AnyHashable(1)\nprint(h)", "using 'AnyHashable' here is not supported yet"),
    ])
    func standardTypesTheInterpreterLacksAreUnsupported(source: String, message: String) {
        let result = Interpreter.run(source: source)
        #expect(result.status == .diagnostics)
        #expect(result.renderedDiagnostics.contains("error: \(message)"), "\(result.renderedDiagnostics)")
        #expect(!result.renderedDiagnostics.contains("cannot find"), "\(result.renderedDiagnostics)")
    }

    /// swiftc: `Element` in `extension String` is `Character`; `type(of:)` printed `Element`.
    @Test func elementInAStringExtensionIsCharacter() {
        let result = Interpreter.run(source: """
            extension String { func firstElement() -> Element? { first } }
            let e = "abc".firstElement()!
            print(e, type(of: e))
            """)
        #expect(result.output == "a Character\n", "\(result.renderedDiagnostics)")
    }

    /// swiftc: a slice read back out of a dictionary keeps its array's indices (`startIndex` 1,
    /// `t[1]` is 2); the interpreter's slices count from 0 (it printed `0 3`): refused where the
    /// value's static type is `ArraySlice` and no view tells where it starts.
    @Test func indicesOfASliceReadFromADictionaryAreRefused() {
        let result = Interpreter.run(source: """
            let a = [1, 2, 3, 4]
            let d = ["k": a[1...]]
            let t = d["k"]!
            print(t.startIndex, t[1], d["k"]![1])
            """)
        #expect(result.status == .diagnostics)
        #expect(result.renderedDiagnostics.hasPrefix(
            "main.swift:4:9: error: 'startIndex' of an ArraySlice is not supported yet"), "\(result.renderedDiagnostics)")
    }

    /// swiftc 6: `Self(x)` from a `Float` out of range traps naming the Float ("Float value
    /// cannot be converted to Int8 because it is outside the representable range").
    @Test func selfFromAFloatTrapsNamingFloat() {
        let result = Interpreter.run(source: """
            extension BinaryInteger { func h(_ x: Float) -> Self { Self(x) } }
            print(Int8(1).h(1000))
            """)
        #expect(result.runtimeError?.contains("Fatal error: Float value cannot be converted to Int8 because it is outside the representable range") == true,
                "\(result.runtimeError ?? "")")
    }

    /// swiftc: slices bound by `if let`, `for` over a dictionary or its `values`, and elements
    /// of an array of slices keep their arrays' indices (`startIndex` 1, `firstIndex(of: 30)` 2);
    /// the interpreter's count from 0 (a second reader found each printing 0 or 1): refused.
    @Test(arguments: [
        "if let s = d[\"k\"] { print(s.startIndex) }",
        "for (_, s) in d { print(s.startIndex) }",
        "for s in d.values { print(s.firstIndex(of: 30)!) }",
        "let parts = [a[1...2], a[2...3]]\nprint(parts[0].startIndex)",
        "let parts = [a[1...2], a[2...3]]\nfor p in parts { print(p.startIndex) }",
    ])
    func indicesOfSlicesOfUnknownStartAreRefused(use: String) {
        let result = Interpreter.run(source: "let a = [10, 20, 30, 40]\nlet d = [\"k\": a[1...2]]\n" + use)
        #expect(result.status == .diagnostics)
        #expect(result.output == "")
        #expect(result.renderedDiagnostics.contains("of an ArraySlice is not supported yet"), "\(result.renderedDiagnostics)")
    }

    /// A trap inside a function whose body is one expression is located there, as compiled
    /// Swift's crash report names that line (it was the caller's statement, line 2).
    @Test func aTrapInASingleExpressionBodyIsLocatedThere() {
        let result = Interpreter.run(source: """
            func average(_ xs: [Int]) -> Int { xs.reduce(0, +) / xs.count }
            print(average([]))
            """)
        #expect(result.runtimeError?.contains("Division by zero") == true, "\(result.runtimeError ?? "")")
        #expect(result.faultLocation == SourcePoint(line: 1, column: 36))
    }

    /// swiftc takes an implicit member's type from the elements beside it, also for `[Any]`
    /// (`[main.Q(n: 1), main.Q(n: 0)]` with another type's static `zero` declared too); without
    /// such a context the interpreter refuses rather than guessing among the types that have it.
    @Test func anImplicitMemberTakesItsTypeFromItsElementsOrIsRefused() {
        let declarations = "struct Q { var n: Int; static let zero = Q(n: 0) }\nstruct R { static let zero = R() }\n"
        let joined = Interpreter.run(source: declarations + "func show(_ items: [Any]) { print(items) }\nshow([Q(n: 1), .zero])")
        #expect(joined.output == "[main.Q(n: 1), main.Q(n: 0)]\n", "\(joined.renderedDiagnostics)")
        let guessed = Interpreter.run(source: declarations + "func show(_ item: Any) { print(item) }\nshow(.zero)")
        #expect(guessed.output == "")
        #expect(guessed.renderedDiagnostics.contains("several types have a static 'zero' is not supported yet"), "\(guessed.renderedDiagnostics)")
    }
}
