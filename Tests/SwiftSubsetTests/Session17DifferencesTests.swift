import Testing
@testable import SwiftSubset

/// Shapes that printed something other than swiftc and are now refused at the construct,
/// beside neighbours that run as swiftc runs them (what swiftc -Onone prints is beside each).
struct Session17DifferencesTests {
    let diagnostics = DiagnosticsTests()

    /// swiftc types the literal receiver `[Double?]` here and prints `[Optional(1.5),
    /// Optional(2.0)]`; the interpreter unwrapped the elements.
    @Test func compactMapOfAFloatingLiteralGivingItsParameterOrNilIsRefused() {
        diagnostics.assertDiagnostics("""
            print([1.5, 2].1️⃣compactMap { $0 > 1 ? $0 : nil })
            """, ["'compactMap' on an array literal of floating-point numbers whose closure gives its parameter or nil is not supported yet"])
    }

    /// With `!=`, an integer literal, a typed parameter or a variable receiver swiftc unwraps
    /// as the interpreter does (`[1.5]`, `[2]`, `[1.5, 2.0]`, `[1.5, 2.0]`): these run.
    @Test func compactMapNeighboursRun() {
        let result = Interpreter.run(source: """
            print([0.5, 1.5].compactMap { $0 != 0.5 ? $0 : nil })
            print([1, 2].compactMap { $0 > 1 ? $0 : nil })
            print([1.5, 2].compactMap { (x: Double) in x > 1 ? x : nil })
            let xs = [1.5, 2]
            print(xs.compactMap { $0 > 1 ? $0 : nil })
            """)
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        #expect(result.output == "[1.5]\n[2]\n[1.5, 2.0]\n[1.5, 2.0]\n")
    }

    /// swiftc makes every element a `Box<Double>` (`[1.5, 2.0]`); each call here bound its own
    /// type argument (`[1.5, 2]`). Elements of one type argument run.
    @Test func anArrayLiteralOfGenericValuesWithDifferentTypeArgumentsIsRefused() {
        diagnostics.assertDiagnostics("""
            struct Box<T> { var value: T }
            let boxes = [Box(value: 1.5), 1️⃣Box(value: 2)]
            print(boxes.map { $0.value })
            """, ["an array literal of 'Box' values made with different type arguments is not supported yet"])
        let result = Interpreter.run(source: """
            struct Box<T> { var value: T }
            let boxes = [Box(value: 1.5), Box(value: 2.5)]
            let ints = [Box(value: 1), Box(value: 2)]
            print(boxes.map { $0.value }, ints.map { $0.value })
            """)
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        #expect(result.output == "[1.5, 2.5] [1, 2]\n")
    }

    /// A generic value made where its type arguments were not known (the memberwise
    /// initialiser binds no `[String: T]` parameter) holding a `Double`: it may be a
    /// `Table<Double>`'s (swiftc stores `3.5`) or a `Table<Any>`'s (`3`); refused when the
    /// literal is stored. One holding no `Double` takes the literal as an `Int`.
    @Test func aLiteralStoredIntoAGenericValueOfUnknownArgumentsHoldingADoubleIsRefused() {
        diagnostics.assertDiagnostics("""
            struct Table<T> { var rows: [String: T] }
            var all = ["t": Table(rows: ["a": 1.5])]
            var t = all["t"]!
            1️⃣t.rows["b"] = 7 / 2
            print(t.rows)
            """, ["storing a number literal into 'rows' of a 'Table' whose type argument is not known here is not supported yet"])
        let result = Interpreter.run(source: """
            struct Table<T> { var rows: [String: T] }
            var all = ["t": Table(rows: ["a": 1])]
            var t = all["t"]!
            t.rows["b"] = 7 / 2
            print(t.rows.sorted { $0.key < $1.key })
            """)
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        #expect(result.output == "[(key: \"a\", value: 1), (key: \"b\", value: 3)]\n")
    }

    /// `Box<Any>(value: 2.5)` recorded `Box<Double>` (bound from its argument): it printed
    /// `Box<Double>(value: 2.5)` and stored `3.5` for `7 / 2` (swiftc: `Box<Any>`, `3`). A
    /// parameter written `Any` is no longer bound from the arguments; storing a literal where a
    /// `Double` is held is refused, and reads run.
    @Test func aTypeArgumentWrittenAnyIsNotBoundFromTheArguments() {
        diagnostics.assertDiagnostics("""
            struct Box<T> { var value: T }
            var c = Box<Any>(value: 2.5)
            1️⃣c.value = 7 / 2
            print(c.value)
            """, ["storing a number literal into 'value' of a 'Box' whose type argument is not known here is not supported yet"])
        let result = Interpreter.run(source: """
            struct Box<T> { var value: T }
            let b = Box<Any>(value: 2.5)
            let c: Box<Any> = Box(value: 1)
            print(b.value, c.value, type(of: c.value))
            """)
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        #expect(result.output == "2.5 1 Int\n")
    }
}
