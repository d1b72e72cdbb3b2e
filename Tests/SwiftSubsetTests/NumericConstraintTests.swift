import Testing
@testable import SwiftSubset

/// Type parameters constrained to numeric protocols: what stays refused because a literal or
/// implicit member could take the type parameter's type. What runs is in
/// `Programs/numeric_constraints.swift`. Each expected Swift output is swiftc's, noted beside.
@Suite struct NumericConstraintTests {
    func expectRefused(_ source: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let result = Interpreter.run(source: source)
        #expect(result.status == .diagnostics, "\(result.output)", sourceLocation: sourceLocation)
        #expect(result.output == "", sourceLocation: sourceLocation)
        #expect(result.diagnostics.first?.message == message, "\(result.diagnostics)", sourceLocation: sourceLocation)
    }

    static let passedLiteral = "a number literal passed where its type depends on a type parameter constrained to a numeric protocol is not supported yet"

    // swiftc: `0.0`: the literal takes the type `T`, bound to `Double`. It runs since session
    // 17 (`Programs/numeric_type_parameter_literals.swift`); a literal whose type the syntax
    // does not show stays refused.
    @Test func aLiteralInTheBody() {
        let result = Interpreter.run(source: "func zero<T: Numeric>(_ x: T) -> T { return 0 }\nprint(zero(2.5))")
        #expect(result.diagnostics.isEmpty && result.output == "0.0\n", "\(result.diagnostics)")
        expectRefused("func zero<T: Numeric>(_ x: T) -> T { let z = x; return z - z + 1 }\nprint(zero(2.5))",
                      "a number literal in a declaration whose type parameter 'T' is constrained to 'Numeric' is not supported yet (it could take the type 'T')")
    }

    // swiftc: `0.0` (`Element.zero` of an empty `[Double]`; no value gives its type here).
    // Compared with `==` to a value, `.zero` runs (`Programs/type_parameter_values.swift`).
    @Test func anImplicitNumericMember() {
        expectRefused("extension Collection {\n func firstOrZero() -> Element where Element: Numeric { first ?? .zero }\n}\nprint([Double]().firstOrZero())",
                      "'.zero' in a declaration whose type parameter 'Element' is constrained to 'Numeric' is not supported yet (it could take the type 'Element')")
    }

    // swiftc: `3.5`: the written `Double` makes `T` `Double`, so the literals are `7.0` and `2.0`.
    @Test func literalsTypedByTheResultsContext() {
        expectRefused("func div<T: FloatingPoint>(_ a: T, _ b: T) -> T { a / b }\nlet d: Double = div(7, 2)\nprint(d)", Self.passedLiteral)
    }

    // swiftc: `9.5`: the addition makes `T` `Double`.
    @Test func literalsTypedByAnOperatorAroundTheCall() {
        expectRefused("func square<T: Numeric>(_ x: T) -> T { x * x }\nprint(square(3) + 0.5)", Self.passedLiteral)
    }

    // swiftc: `true`: `C.Element` is `Double`, so the literal is `2.0`.
    @Test func aLiteralForAnAssociatedTypeOfAnotherArgument() {
        expectRefused("func pick<C: Collection>(_ c: C, _ x: C.Element) -> Bool where C.Element: Numeric { c.contains(x) }\nlet ds: [Double] = [1.0, 2.0]\nprint(pick(ds, 2))",
                      Self.passedLiteral)
    }

    // swiftc: `1.0`: the array's `Element` is `Double`, so the literal is `1.0`.
    @Test func aLiteralForTheReceiversNumericTypeParameter() {
        expectRefused("extension Array {\n func show(_ x: Element) -> String where Element: Numeric { \"\\(x)\" }\n}\nprint([1.5].show(1))",
                      Self.passedLiteral)
    }

    // swiftc: `3.5`. The literals join as `Double` in Swift; mixed literal types stay refused.
    @Test func literalsOfMixedTypes() {
        expectRefused("func add<T: Numeric>(_ a: T, _ b: T) -> T { a + b }\nprint(add(1, 2.5))", Self.passedLiteral)
    }
}
