import Testing
@testable import SwiftSubset

/// Static types where Swift's output depends on them (issue 11): what the compiler cannot type
/// as Swift does is refused, never run differently. The programs that run are
/// `Programs/literal_typing.swift`, `generic_bindings.swift` and `function_types.swift`.
/// Beside each refused program: what swiftc 6.3 printed for it here (`swiftc -Onone -module-name main`).
struct StaticTypeTests {
    /// Runs `source` and expects it refused with `message`.
    func expectRefused(_ source: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let result = Interpreter.run(source: source)
        #expect(result.status == .diagnostics, "\(result.output)", sourceLocation: sourceLocation)
        #expect(result.output == "", sourceLocation: sourceLocation)
        #expect(result.diagnostics.first?.message == message, "\(result.diagnostics)", sourceLocation: sourceLocation)
    }

    static let anyElement = "number literals of mixed types used through a member or subscript as 'Any' are not supported yet"
    static let unknownShared = "an integer literal sharing its type with a value whose type is not known here is not supported yet"

    // swiftc: `1.0000001` (ten single-precision additions); in Double precision `0.9999999999999999`.
    // Computed in single precision now (`FloatDigits.arithmetic`); it was refused.
    @Test func floatArithmeticIsSinglePrecision() {
        let result = Interpreter.run(source: "var f: Float = 0\nfor _ in 0..<10 { f += 0.1 }\nprint(f)")
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        #expect(result.output == "1.0000001\n")
    }

    // swiftc: `0.3`; in Double precision `0.30000000000000004`.
    @Test func floatConversionsAddedAreSinglePrecision() {
        let result = Interpreter.run(source: "print(Float(0.1) + Float(0.2))")
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        #expect(result.output == "0.3\n")
    }

    // swiftc: `[1.5]`: `[f]` is a `[Float]`, whose closure's `$0` is a Float (it was refused).
    @Test func floatArithmeticOverAnArrayOfAFloatIsSinglePrecision() {
        let result = Interpreter.run(source: "let f: Float = 2\nlet xs = [f]\nprint(xs.map { $0 * 0.75 })")
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        #expect(result.output == "[1.5]\n")
    }

    // swiftc: `1` (passed as Any, the element type is Any), while `let x = [1, 2.5][0]` is `1.0`.
    @Test func anArrayElementPassedAsAny() {
        expectRefused("print([1, 2.5][0])", Self.anyElement)
    }

    // swiftc: `[0.3, 0.6, 2.1]` and `1.0`; in Double precision `[0.30000000000000004, …]` and
    // `0.9999999999999999`. A closure given to a [Float]'s method is handed Floats, and an
    // operator given to its `reduce` takes two Floats, so both are single precision (both
    // were refused).
    @Test func arithmeticOnFloatElements() {
        let mapped = Interpreter.run(source: "let xs: [Float] = [0.1, 0.2, 0.7]\nprint(xs.map { $0 * 3 })")
        #expect(mapped.diagnostics.isEmpty, "\(mapped.renderedDiagnostics)")
        #expect(mapped.output == "[0.3, 0.6, 2.1]\n")
        let reduced = Interpreter.run(source: "let xs: [Float] = [0.1, 0.2, 0.7]\nprint(xs.reduce(0, +))")
        #expect(reduced.diagnostics.isEmpty, "\(reduced.renderedDiagnostics)")
        #expect(reduced.output == "1.0\n")
    }

    // swiftc: `[3.5, 2.0, 1.25] [3.5, 2.0] 3.5 [3, 1, 2]`: no arithmetic on the Floats themselves.
    @Test func floatElementsComparedOrConvertedRun() {
        let r = Interpreter.run(source: "let xs: [Float] = [3.5, 1.25, 2]\nprint(xs.sorted(by: >), xs.filter { $0 > 1.5 }, xs.max()!, xs.map { Int($0) })")
        #expect(r.output == "[3.5, 2.0, 1.25] [3.5, 2.0] 3.5 [3, 1, 2]\n")
    }

    // swiftc: `1`
    @Test func aFirstElementPassedAsAny() {
        expectRefused("print([1, 2.5].first!)", Self.anyElement)
    }

    // swiftc: `1`
    @Test func aDictionaryValuePassedAsAny() {
        expectRefused("print([\"a\": 1, \"b\": 2.5][\"a\"]!)", Self.anyElement)
    }

    // swiftc: `[2.5, 1.0]` (the closure's result type is inferred, not known to the compiler)
    @Test func anArrayMixingALiteralWithAnUnknownType() {
        expectRefused("let f = { 2.5 }\nprint([f(), 1])", Self.unknownShared)
    }

    // swiftc: `1.0`
    @Test func aTernaryMixingALiteralWithAnUnknownType() {
        expectRefused("let f = { 2.5 }\nlet c = false\nlet x = c ? f() : 1\nprint(x)", Self.unknownShared)
    }

    // swiftc: `[2.5, 1.0]`
    @Test func aTypeParameterBoundByALiteralAndAnUnknownType() {
        expectRefused("func pair<T>(_ a: T, _ b: T) -> [T] { [a, b] }\nlet f = { 2.5 }\nprint(pair(f(), 1))", Self.unknownShared)
    }

    // swiftc: `(Int) -> Int`; a generic function's type is not spelled here.
    @Test func theTypeOfAClosureWithoutWrittenTypes() {
        expectRefused("let f = { (x: Int) in x + 1 }\nprint(type(of: f))",
                      "'type(of:)' on a value of type 'function' is not supported yet")
    }

    static let unboundCast = "calling 'only(_:)' here, where its type parameter 'T' (cast to in its body) is not known, is not supported yet"

    // swiftc: `[[1], [2, 3]]`. `T` bound to `[Int]`: the run-time test of an array does not
    // look at its elements, so the call is refused (`Compiler+FrameTypeBinding`).
    @Test func aCastToATypeParameterBoundToAnArray() {
        expectRefused("func only<T>(_ items: [Any]) -> [T] { items.compactMap { $0 as? T } }\nlet xs: [[Int]] = only([[1], \"a\", [2, 3]])\nprint(xs)",
                      Self.unboundCast)
    }

    // swiftc: `[1, 2]`. Called from a generic function, `T` is that function's `U`.
    @Test func aCastToATypeParameterForwardedFromGenericCode() {
        expectRefused("func only<T>(_ items: [Any]) -> [T] { items.compactMap { $0 as? T } }\nfunc forward<U>(_ items: [Any]) -> [U] { only(items) }\nlet xs: [Int] = forward([1, \"a\", 2])\nprint(xs)",
                      Self.unboundCast)
    }

    // swiftc: `[1, 2]`. Reached as a value, the call binds nothing: refused when it runs.
    @Test func aFunctionCastingToItsTypeParameterUsedAsAValue() {
        let result = Interpreter.run(source: "func only<T>(_ items: [Any]) -> [T] { items.compactMap { $0 as? T } }\nlet pick: ([Any]) -> [Int] = only\nprint(pick([1, \"a\", 2]))")
        #expect(result.output == "")
        #expect(result.status != .ok)
        #expect(result.diagnostics.first?.message == "a generic function or method that uses its type parameter in its body, reached other than by a call that binds it, is not supported yet",
                "\(result.diagnostics)")
    }
}
