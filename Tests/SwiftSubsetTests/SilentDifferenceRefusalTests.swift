import Testing
@testable import SwiftSubset

/// Session 13: constructs the interpreter would run differently from swiftc, now refused at the
/// construct (each expected behaviour is what swiftc -Onone printed here, written beside the
/// case). The probes that run exactly are `Programs/float_digits`,
/// `Programs/key_path_equality_and_generic_overloads` and their neighbours.
struct SilentDifferenceRefusalTests {
    let diagnostics = DiagnosticsTests()

    /// swiftc prints a string's views as its text (`print(s.utf8)` prints `héllo`,
    /// `debugPrint(s.utf8)` prints `UTF8View("héllo")`); the interpreter holds an array of units.
    /// A String's view written where it is made prints its text (session 26:
    /// `Programs/string_encoding_views_printed`); one kept in a variable, or debug-printed, is
    /// refused.
    @Test func printingAStringsEncodingViewIsRefused() {
        let message = "printing a string's utf8, utf16 or unicodeScalars view is not supported yet (Swift prints the text)"
        diagnostics.assertDiagnostics("""
            let s = "héllo"
            print(s.utf8)
            let units = s.utf16
            print("\\(1️⃣units)")
            debugPrint(2️⃣s.unicodeScalars)
            """, [message, message])
        let result = Interpreter.run(source: """
            let s = "héllo"
            print(s.utf8.count, Array(s.utf8), s.unicodeScalars.count)
            for u in s.utf16 where u > 200 { print(u) }
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.output == "6 [104, 195, 169, 108, 108, 111] 5\n233\n")
    }

    /// Above 2^24 Swift prints a Float with an exponent (`1e+08`), where a Double of the same
    /// value prints `100000000.0`: such a Float is refused, as a literal before the run and as
    /// a conversion when it is made.
    @Test func floatAboveTwoToTheTwentyFourIsRefused() {
        let message = "a 'Float' of magnitude above 2^24 is not supported yet (Swift prints it with an exponent, like '1e+08')"
        diagnostics.assertDiagnostics("""
            let big: Float = 1️⃣1e8
            struct Meter { var top: Float = 2️⃣20_000_000 }
            """, [message, message])
        let result = Interpreter.run(source: """
            let n = 100_000_000
            print("made")
            print(Float(n))
            """)
        // Refused when the conversion runs, as a checking error is (nothing printed stands).
        #expect(result.status == .diagnostics)
        #expect(result.diagnostics.map(\.message) == [message])
        #expect(result.diagnostics.first?.line == 3)
    }

    /// Key paths compare by their root and components (`\P.name == \P.name` is true in
    /// Swift): those whose text the interpreter does not know (a subscript) are refused when
    /// compared, at run time.
    @Test func comparingKeyPathsThroughASubscriptIsRefused() {
        let result = Interpreter.run(source: """
            struct Team { var members: [String] }
            print(\\Team.members == \\Team.members)
            print(\\Team.members[0] == \\Team.members[0])
            """)
        #expect(result.status == .diagnostics)
        #expect(result.diagnostics.map(\.message) == ["comparing key paths with subscripts, computed properties or an implicit root is not supported yet"])
        #expect(result.diagnostics.first?.line == 3)
    }

    /// swiftc calls `f(1)`'s generic overload `f<T: Numeric>(_: T)` beside `f(_: Any)`; the
    /// interpreter ran the `Any` one. Where the checker cannot rank them (whether `Int` is
    /// `Numeric` is not known to it): refused. (`g<T>(_: [T])` beside `g(_: Any)` is ranked:
    /// Programs/generic_and_protocol_overloads.)
    @Test func genericOverloadsBesideOneTakingAnyAreRefusedWhereNotRanked() {
        diagnostics.assertDiagnostics("""
            func f<T: Numeric>(_ x: T) { print("num") }
            func f(_ x: Any) { print("any") }
            f1️⃣(1)
            """, ["choosing between generic and other overloads of 'f(_:)' here is not supported yet"])
    }

    /// swiftc -Onone prints `generic [1]`, `generic Optional(1)` and `generic [0]`: an argument
    /// made by a standard generic type's initialiser without type arguments chooses the
    /// generic overload over one taking exactly that type (the interpreter called the other);
    /// `f([1])`, `f([Int](a))` and `f(Optional.some(3))` choose the non-generic one.
    @Test(arguments: ["f1️⃣(Array([1]))", "f1️⃣(Optional(1))", "f1️⃣(Array(repeating: 0, count: 1))"])
    func genericInitialiserArgumentsBesideGenericOverloadsAreRefused(call: String) {
        diagnostics.assertDiagnostics("""
            func f<T>(_ x: T) { print("generic", x) }
            func f(_ x: [Int]) { print("array", x) }
            func f(_ x: Int?) { print("optional", x as Any) }
            \(call)
            """, ["choosing between generic and other overloads of 'f(_:)' here is not supported yet"])
    }
}
