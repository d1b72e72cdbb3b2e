import Testing
@testable import SwiftSubset

/// A closure given to a standard collection method has the parameter types the method hands
/// it (`Compiler+StandardClosureParameters.swift`), so what depends on a parameter's static
/// type is checked inside the closure as it is outside.
struct ClosureParameterTypeTests {
    /// swiftc -Onone here: a slice keeps its array's indices, so each of these prints 30
    /// (`a[1...][2]`, `a[2...][2]`, and `d["x"]!.prefix(2)`, which starts where `a[2...]` does,
    /// has `p[2] == 30`); the interpreter's slices count from 0 (it printed 40 and 50, or
    /// trapped). Reached through a closure's parameter or a dictionary's `first`, the
    /// subscript is refused as it is on a variable.
    @Test(arguments: [
        ("let a = [10, 20, 30, 40, 50]\nlet parts = [a[1...], a[2...]]\nparts.forEach { s in print(s[2]) }", "3:28"),
        ("let a = [10, 20, 30, 40, 50]\nlet d = [\"x\": a[2...]]\nd.forEach { k, s in print(k, s[2]) }", "3:30"),
        ("let a = [10, 20, 30, 40, 50]\nlet d = [\"x\": a[2...]]\nd.forEach { print($0.value[2]) }", "3:19"),
        ("let a = [10, 20, 30, 40, 50]\nlet d = [\"x\": a[2...]]\nprint(d.first!.value[2])", "3:7"),
        ("let a = [10, 20, 30, 40, 50]\nlet d = [\"x\": a[2...]]\nlet p = d[\"x\"]!.prefix(2)\nprint(p[2])", "4:7"),
        ("let a = [10, 20, 30, 40, 50]\nlet parts = [a[1...]]\nprint(parts.map { s in s[2] })", "3:24"),
    ])
    func slicesReachingClosuresKeepTheirIndexRefusal(source: String, at: String) {
        Self.expectRefused(source, at: at, "a subscript of an ArraySlice is not supported yet")
    }

    /// swiftc -Onone here: a `split`'s pieces and `dropFirst()` keep their array's indices
    /// (`[0, 2]`, `2`, `[2]`); the interpreter's count from 0. Reached through a closure or a
    /// loop, their index uses are refused.
    @Test(arguments: [
        ("let a = [5, 6, 7, 8]\nprint(a.split(separator: 6).map { $0.startIndex })", "2:38", "'startIndex'"),
        ("let a = [5, 6, 7, 8]\nfor g in a.split(separator: 6) { print(g.startIndex) }", "2:42", "'startIndex'"),
        ("let a = [5, 6, 7, 8]\nprint([a.dropFirst()].map { $0.firstIndex { $0 > 6 }! })", "2:32", "'firstIndex(where:)'"),
    ])
    func slicePiecesReachingClosuresAndLoopsAreRefused(source: String, at: String, what: String) {
        Self.expectRefused(source, at: at, "\(what) of an ArraySlice is not supported yet")
    }

    /// swiftc prints these as the `Slice`, `PrefixSequence` or range values they are
    /// (`Slice<ReversedCollection<Array<Int>>>(_startIndex: …)`, `[Range(1..<3), Range(4..<6)]`);
    /// the interpreter holds arrays and printed `[3, 2]`: refused.
    @Test(arguments: [
        "print([1, 2, 3].reversed().prefix(2))",
        "print(\"abc\".reversed().dropFirst())",
        "print([\"k\": 1].keys.prefix(1))",
        "print(stride(from: 0, to: 9, by: 3).prefix(2))",
        "print((0..<6).split { $0 % 3 == 0 })",
    ])
    func slicesOfViewsArePrintedRefused(source: String) {
        let result = Interpreter.run(source: source)
        #expect(result.status == .diagnostics, "\(result.output)")
        #expect(result.renderedDiagnostics.contains(
            "error: printing a slice of a range, set, dictionary or another collection's view is not supported yet"), "\(result.renderedDiagnostics)")
    }

    /// swiftc: `d[...]` of a dictionary is the whole dictionary (`isEmpty` false) and a
    /// Substring's `[...]` is itself; the interpreter takes `[...]` on arrays and Strings only
    /// (it looked a dictionary's up as a key, nil): refused elsewhere.
    @Test(arguments: [
        ("let d = [\"a\": 1]\nprint(d[...].isEmpty)", "2:9", "the unbounded range '[...]' on this value is not supported yet"),
        ("let s = \"abc\".dropFirst()\nprint(s[...])", "2:9", "the unbounded range '...' here is not supported yet"),
    ])
    func unboundedRangeElsewhereIsRefused(source: String, at: String, message: String) {
        Self.expectRefused(source, at: at, message)
    }

    /// swiftc: `0.5714286` (a `[Float]`'s pairs doubled, then divided, in single precision):
    /// the closure's `$0.element` is a Float and its result a `[Float]`, so both operations are
    /// computed in single precision (it was refused; in Double precision `0.5714285714285714`).
    @Test func floatArithmeticOverEnumeratedPairsIsSinglePrecision() {
        let result = Interpreter.run(source: "let fs: [Float] = [2, 3]\nlet h = fs.enumerated().map { $0.element * 2 }\nprint(h[0] / 7)")
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        #expect(result.output == "0.5714286\n")
    }

    /// swiftc: `0.3` (`first(arr)!` is a Float); the interpreter keeps no type for a generic
    /// function's result here, and in a program that names `Float` an operand of no known type
    /// may be one: refused rather than computed in Double precision (`0.30000000000000004`).
    /// Inside `print`, whose `Any` types nothing.
    @Test func untypedArithmeticInAProgramWithFloatsIsRefused() {
        Self.expectRefused("func first<T>(_ xs: [T]) -> T? { xs.first }\nlet arr: [Float] = [0.1]\nprint(first(arr)! + 0.2)", at: "3:7",
                           "arithmetic on a value whose type is not known here is not supported yet in a program that uses 'Float' (it could be computed in Double precision)")
    }

    /// The same arithmetic on an untyped operand runs where the program names no `Float`
    /// (`FloatingPoint` is not `Float`). swiftc: `[0.75]`.
    @Test func untypedArithmeticWithoutFloatsRuns() {
        let result = Interpreter.run(source: "func f<T: FloatingPoint>(_ x: T) -> T { x }\nlet xs = [0.25]\nprint(Array(xs.lazy.map { $0 * 3 }))")
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        #expect(result.output == "[0.75]\n")
    }

    /// swiftc: `[ArraySlice([1, 2]), ArraySlice([3])]`: an array made of a split's pieces
    /// holds slices, which the interpreter would print as arrays.
    @Test func printingAnArrayOfSplitPiecesIsRefused() {
        Self.expectRefused("let a = [1, 2, 0, 3]\nprint(Array(a.split(separator: 0)))", at: "2:7",
                           "printing an ArraySlice inside a collection, an optional or a tuple, or with debugPrint, is not supported yet (Swift prints ArraySlice([…]))")
    }

    /// swiftc: `[2.0]`, from `sqrt`'s Float form (`[Float]`'s map); a math function as a value
    /// is taken in its Double form here, whose value does not know it is a Float's: refused in
    /// a program that names `Float` (it runs elsewhere, `Programs/math_functions_as_values`).
    @Test func mathFunctionAsAValueInAProgramWithFloatsIsRefused() {
        Self.expectRefused("import Foundation\nlet xs: [Float] = [4]\nprint(xs.map(sqrt))", at: "3:14",
                           "'sqrt' as a function value is not supported yet in a program that uses 'Float' (its Float form is not chosen here)")
    }

    /// Expects `source` refused, its first diagnostic `message` at `at` (`line:column`).
    private static func expectRefused(_ source: String, at: String, _ message: String) {
        let result = Interpreter.run(source: source)
        #expect(result.status == .diagnostics, "\(result.output)")
        #expect(result.renderedDiagnostics.hasPrefix("main.swift:\(at): error: \(message)"), "\(result.renderedDiagnostics)")
    }
}
