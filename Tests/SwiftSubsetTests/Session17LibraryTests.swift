import Testing
@testable import SwiftSubset

/// Beside the standard-library calls session 17 made run (`Programs/sequence_while_slices`,
/// `number_and_dictionary_calls`, `object_identifiers`, `weak_struct_properties`): their traps
/// in swiftc's words and what stays refused, with what swiftc -Onone does beside each.
struct Session17LibraryTests {
    let diagnostics = DiagnosticsTests()

    /// `quotientAndRemainder(dividingBy:)` traps as `/` does.
    @Test(arguments: [
        // swiftc: "Swift/IntegerTypes.swift:9012: Fatal error: Division by zero"
        ("let x = 7\nlet zero = 0\nprint(x.quotientAndRemainder(dividingBy: zero))", "Fatal error: Division by zero"),
        // swiftc: "Swift/IntegerTypes.swift:9019: Fatal error: Division results in an overflow"
        ("let m = Int.min\nprint(m.quotientAndRemainder(dividingBy: -1))", "Fatal error: Division results in an overflow"),
    ])
    func quotientAndRemainderTrapsAsDivisionDoes(source: String, message: String) {
        let result = briefRun(source)
        #expect(result.status == .exception)
        #expect(result.runtimeError == message)
    }

    /// Swift prints an identifier's address (`ObjectIdentifier(0x000055711323c790)`), which
    /// differs from run to run: refused where it is printed, and at run time inside a
    /// collection or through `Any`.
    @Test func printingAnObjectIdentifierIsRefused() {
        diagnostics.assertDiagnostics("class K {}\nlet k = K()\nprint(1️⃣ObjectIdentifier(k))",
                                      ["printing an ObjectIdentifier is not supported yet (Swift prints the object's address)"])
        let inside = briefRun("class K {}\nlet k = K()\nlet ids = [ObjectIdentifier(k)]\nlet a: Any = ids\nprint(a)\n")
        #expect(inside.diagnostics.first?.message == "printing an ObjectIdentifier is not supported yet (Swift prints the object's address)")
    }

    /// swiftc prints a range's, a set's or a dictionary's slice as a `Slice` with its base and
    /// indices (`Slice<ClosedRange<Int>>(_startIndex: …)`), a half-open range's as a range
    /// (`8..<10`), where the interpreter holds an array: printing one is refused (main printed
    /// `[1, 2, 3]`), and so are its indices.
    @Test func printingASliceOfARangeSetOrDictionaryIsRefused() {
        let message = "printing a slice of a range, set, dictionary or another collection's view is not supported yet (Swift prints a Slice with its base, or a Range)"
        diagnostics.assertDiagnostics("print(1️⃣(1...10).prefix(3))", [message])
        diagnostics.assertDiagnostics("let r = (1..<10).dropFirst(7)\nprint(1️⃣r)", [message])
        diagnostics.assertDiagnostics("let s: Set = [3, 4]\nprint(1️⃣s.prefix(while: { $0 > 0 }))", [message])
        diagnostics.assertDiagnostics("let d = [\"a\": 1]\nlet rest = d.drop(while: { $0.value > 5 })\nprint(1️⃣rest)", [message])
        diagnostics.assertDiagnostics("let r = (1..<10).dropFirst(7)\nprint(1️⃣r[0])",
                                      ["a subscript of a slice of a range, set, dictionary or another collection's view is not supported yet (a slice shares its base's indices)"])
        // Walking one, or making an array of it, stays as it was.
        #expect(briefRun("for x in (1...10).prefix(2) { print(x) }\nprint(Array((1..<5).drop(while: { $0 < 3 })))").output == "1\n2\n[3, 4]\n")
    }

    /// `drop(while:)` of an array or a string starts after its base's start: its indices are
    /// its base's in Swift (`tail[3]` of `[4, 8, 15, 16, 23, 42].drop(while: { $0 < 16 })` is
    /// 16), so they are refused as for `dropFirst`.
    @Test func indicesOfWhatDropWhileLeavesAreRefused() {
        diagnostics.assertDiagnostics("let tail = [4, 8, 15, 16].drop(while: { $0 < 16 })\nprint(1️⃣tail[3])",
                                      ["a subscript of an ArraySlice is not supported yet (an ArraySlice shares its array's indices)"])
        diagnostics.assertDiagnostics("let rest = \"ab cd\".drop(while: { $0 != \" \" })\nprint(rest.1️⃣lastIndex(where: { $0 == \"c\" }) != nil)",
                                      ["'lastIndex(where:)' of a Substring is not supported yet (a Substring shares its string's indices)"])
    }

    /// On a program's own sequence Swift's `prefix(while:)` and `drop(while:)` give lazy views
    /// (swiftc: `[5, 4, 3]`, `[2, 1]` through `Array(…)`): refused by name, as the other
    /// Sequence members not answered are (`drop` was "value of type 'Countdown' has no member").
    @Test func whileSlicesOfAProgramSequenceAreRefusedByName() {
        let countdown = "struct Countdown: Sequence, IteratorProtocol {\n var n: Int\n mutating func next() -> Int? { if n == 0 { return nil }; defer { n -= 1 }; return n }\n}\n"
        diagnostics.assertDiagnostics(countdown + "print(Array(Countdown(n: 5).1️⃣drop(while: { $0 > 2 })))",
                                      ["the Sequence member 'drop(while:)' of 'Countdown' is not supported yet"])
        diagnostics.assertDiagnostics(countdown + "print(Array(Countdown(n: 5).1️⃣prefix(while: { $0 > 2 })))",
                                      ["the Sequence member 'prefix(while:)' of 'Countdown' is not supported yet"])
    }

    /// swiftc types the closure's literals by the context (`7 / 2` is 3.5 in a `[String: Double]`);
    /// `compactMapValues`' closure is not typed so here: refused rather than storing 3.0.
    @Test func compactMapValuesWithIntegerLiteralsInANumberContextIsRefused() {
        diagnostics.assertDiagnostics("""
            let raw = ["x": "3"]
            let d: [String: Double] = 1️⃣raw.compactMapValues { Int($0) != nil ? 7 / 2 : nil }
            print(d)
            """, ["integer literals typed by the context through 'raw.compactMapValues { Int($0) != nil ? …' are not supported yet"])
    }
}

/// What stays refused beside the number literals that now take a generic function's numeric
/// type parameter's type (`Programs/numeric_type_parameter_literals`).
struct NumericTypeParameterLiteralTests {
    let diagnostics = DiagnosticsTests()

    /// swiftc makes `7` a `Double` for `T: FloatingPoint` (`half(7)` prints 3.5, `twice(7)`
    /// 14.0); binding `T` to the literal's default `Int` printed 3 (and 14 on main): refused.
    @Test func anIntegerLiteralForAFloatingPointParameterIsRefused() {
        diagnostics.assertDiagnostics("func half<T: FloatingPoint>(_ x: T) -> T { x / 2 }\nprint(half(1️⃣7))",
                                      ["a number literal passed where its type depends on a type parameter constrained to a numeric protocol is not supported yet"])
        diagnostics.assertDiagnostics("func twice<T: FloatingPoint>(_ x: T) -> T { x + x }\nprint(twice(1️⃣7))",
                                      ["a number literal passed where its type depends on a type parameter constrained to a numeric protocol is not supported yet"])
    }

    /// A literal whose type is not certainly `T` from the syntax (in a closure other than an
    /// element-wise one over `[T]`, which `ElementClosure` types since session 24; beside a
    /// local declared without a type) stays refused. (A recursive call passing its own `T`
    /// value, refused until session 25, binds it: `Programs/generic_calls_forward_type_parameters`.)
    @Test func literalsAndCallsThatCannotBeTypedStayRefused() {
        let message = "a number literal in a declaration whose type parameter 'T' is constrained to 'Numeric' is not supported yet (it could take the type 'T')"
        diagnostics.assertDiagnostics("func f<T: Numeric>(_ xs: [T]) -> [T] { xs.enumerated().map { $0.element * 1️⃣2 } }\nprint(f([1]))", [message])
        diagnostics.assertDiagnostics("func f<T: Numeric>(_ x: T) -> T { var k = x; k = k * 1️⃣2; return k }\nprint(f(1))", [message])
    }
}
