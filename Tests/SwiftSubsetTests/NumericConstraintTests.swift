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

    // swiftc: `1` and `[2.5, 1.0]`: a `stride`'s literals beside an `Int` bound
    // (`p.count - 1`) are `Int`s, whatever `T` is (a held-out Rosetta program,
    // Polynomial_long_division, was refused at them, session 26).
    @Test func strideLiteralsBesideAnIntBound() {
        let source = """
            func lastNonZero<T: SignedNumeric>(_ p: [T]) -> Int {
                for i in stride(from: p.count - 1, through: 0, by: -1) where p[i] != 0 { return i }
                return -1
            }
            print(lastNonZero([1, 2, 0, 0]))
            func everyOther<T: Numeric>(_ p: [T]) -> [T] { stride(from: p.count - 1, to: -1, by: -2).map { p[$0] } }
            print(everyOther([0.5, 1.0, 1.5, 2.5]))
            """
        let ran = Interpreter.run(source: source)
        #expect(ran.diagnostics.isEmpty && ran.output == "1\n[2.5, 1.0]\n", "\(ran.diagnostics)")
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

    // swiftc: `0` for an empty `[Int]`; the interpreter reads `Element`'s type from the
    // receiver's elements (`Compiler+NumericElementExtensions.swift`), which an empty one has not.
    @Test func aLiteralOfTheElementTypeOnAnEmptyReceiver() {
        let extensionText = "extension Array where Element: Numeric {\n func total() -> Element { reduce(0, +) }\n}\n"
        let ran = Interpreter.run(source: extensionText + "print([5].total(), [2.5].total())")
        #expect(ran.diagnostics.isEmpty && ran.output == "5 2.5\n", "\(ran.diagnostics)")
        let result = Interpreter.run(source: extensionText + "print([Int]().total())")
        #expect(result.status == .diagnostics)
        #expect(result.diagnostics.first?.message == "a number literal of type 'Element' run on an empty collection (whose element type is not known here) is not supported yet",
                "\(result.diagnostics)")
    }

    // swiftc: `0.3` (a Float sum). A Float is held as a Double here, so its array would give the
    // literal Double's type and the sum Double's precision: refused in a program naming Float.
    @Test func aLiteralOfTheElementTypeInAProgramWithFloat() {
        expectRefused("extension Array where Element: Numeric {\n func total() -> Element { reduce(0, +) }\n}\nlet fs: [Float] = [0.1, 0.2]\nprint(fs.total())",
                      "a number literal in a declaration whose type parameter 'Element' is constrained to 'Numeric' is not supported yet (it could take the type 'Element')")
    }

    // swiftc: `[2, 4] [3.0]`, then `[2, 4]` for the refused one. A literal beside an element
    // in an element-wise method's closure over the receiver takes `Element`
    // (`ElementClosure`); over anything else (an `enumerated()` pair's element) it is not
    // certainly `Element` from the syntax: refused, as in a generic function.
    @Test func aLiteralOfTheElementTypeInAClosure() {
        let ran = Interpreter.run(source: "extension Array where Element: Numeric {\n func doubled() -> [Element] { map { $0 * 2 } }\n}\nprint([1, 2].doubled(), [1.5].doubled())")
        #expect(ran.diagnostics.isEmpty && ran.output == "[2, 4] [3.0]\n", "\(ran.diagnostics)")
        expectRefused("extension Array where Element: Numeric {\n func doubled() -> [Element] { enumerated().map { $0.element * 2 } }\n}\nprint([1, 2].doubled())",
                      "a number literal in a declaration whose type parameter 'Element' is constrained to 'Numeric' is not supported yet (it could take the type 'Element')")
    }

    // swiftc: `0`. In an initialiser or a property's default no receiver gives `T` yet
    // (`Compiler+GenericTypeLiterals.swift`): such a literal stays refused.
    @Test func aLiteralOfAGenericTypesParameterWithoutAReceiver() {
        let message = "a number literal in a declaration whose type parameter 'T' is constrained to 'Numeric' is not supported yet (it could take the type 'T')"
        expectRefused("struct Acc<T: Numeric> {\n var total: T\n init() { total = 0 }\n}\nprint(Acc<Int>().total)", message)
        expectRefused("struct Acc<T: Numeric> {\n var total: T = 0\n}\nprint(Acc<Int>().total)", message)
    }

    // swiftc: `0.3` (Float arithmetic). A Float is held as a Double, so a literal bound to a
    // receiver's `Float` is refused when it runs rather than summed in Double precision
    // (which printed 0.30000000000000004).
    @Test func aLiteralBoundToFloatByTheReceiver() {
        let result = Interpreter.run(source: "struct Vec<T: Numeric> {\n var items: [T]\n func sum() -> T { items.reduce(0, +) }\n}\nprint(Vec(items: [Float(0.1), 0.2]).sum())")
        #expect(result.status == .diagnostics)
        #expect(result.diagnostics.first?.message == "a number literal of type 'T', bound to 'Float', is not supported yet (it could be computed in Double precision)",
                "\(result.diagnostics)")
    }

    // swiftc: `0.0`, then `0.0` and `5`. A literal in an extension of such a type may take `T`
    // too: typed as in the type's body where the file declares the type once, and the
    // extension has no `where` clause; refused at its place otherwise (it ran as an Int,
    // printing `0`, once the type's own constraint was accepted).
    @Test func aLiteralInAnExtensionOfAGenericType() {
        let ran = Interpreter.run(source: "struct Vec<T: Numeric> { var items: [T] }\nextension Vec {\n func zero() -> T { 0 }\n}\nprint(Vec(items: [0.5]).zero())")
        #expect(ran.diagnostics.isEmpty && ran.output == "0.0\n", "\(ran.diagnostics)")
        expectRefused("struct Vec<T: Numeric> { var items: [T] }\nextension Vec where T: Comparable {\n func zero() -> T { 0 }\n}\nprint(Vec(items: [0.5]).zero())",
                      "a number literal in a declaration whose type parameter 'T' is constrained to 'Numeric' is not supported yet (it could take the type 'T')")
        expectRefused("struct Vec<T> where T: BinaryInteger { var items: [T] }\nextension Vec where T: Comparable {\n func biggest() -> T { items.max() ?? 0 }\n}\nprint(Vec(items: [5]).biggest())",
                      "a number literal in a declaration whose type parameter 'T' is constrained to 'BinaryInteger' is not supported yet (it could take the type 'T')")
    }

    // swiftc: `6`, of type UInt8. A range passed for a parameter of type
    // `ClosedRange<UInt8>` is held with Int bounds, so in a program naming another integer
    // type a range receiver is refused when the literal runs (a second reader found `Int`
    // printed). Under a `let`'s annotation the bounds are UInt8 since session 25, and that
    // range has no extension methods here: refused too.
    @Test func aLiteralOfTheElementTypeOnARangeBesideAFixedWidthType() {
        let extensionSource = "extension Sequence where Element: Numeric {\n func total() -> Element { reduce(0, +) }\n}\n"
        let result = Interpreter.run(source: extensionSource + "func f(_ r: ClosedRange<UInt8>) -> UInt8 { r.total() }\nlet wide = 1...3\nprint(f(wide))")
        #expect(result.status == .diagnostics)
        #expect(result.diagnostics.first?.message == "a number literal of type 'Element' on a range, in a program that names a fixed-width integer type, is not supported yet",
                "\(result.diagnostics)")
        let annotated = Interpreter.run(source: extensionSource + "let r: ClosedRange<UInt8> = 1...3\nprint(r.total())")
        #expect(annotated.output == "" && annotated.diagnostics.first?.message == "the collection member 'total()' is not supported yet",
                "\(annotated.diagnostics)")
    }

    // swiftc: `[3, 3]` (the capture list's `first` is an Int). A name a capture list declares
    // is not the property or parameter of type `T` it hides (a second reader found `[3.0, 3.0]`);
    // since session 26 it keeps the captured value's type, so the literal beside it is an Int.
    @Test func aCaptureListNameHidesANameOfTheParametersType() {
        let ran = Interpreter.run(source: "struct Vec<T: Numeric> {\n var items: [T]; var first: T\n func f() -> [Int] { items.map { [first = items.count] _ in first + 1 } }\n}\nprint(Vec(items: [1.5, 2.5], first: 0.5).f())")
        #expect(ran.diagnostics.isEmpty && ran.output == "[3, 3]\n", "\(ran.diagnostics)")
    }

    // swiftc: `true`. Where a call's arguments' static types are not known here (the elements
    // of a program sequence), a numeric type parameter is bound by the number an argument
    // holds as the function starts; not in a program naming `Float` (held as a Double here).
    @Test func aTypeParameterBoundByTheNumberItsArgumentHolds() {
        let source = """
            struct Counter: Sequence, IteratorProtocol {
                var n = 0
                mutating func next() -> Int? { n += 1; return n <= 3 ? n * 4 : nil }
            }
            func gcd<T: BinaryInteger>(_ a: T, _ b: T) -> T { a == 0 ? b : gcd(b % a, a) }
            let values = Array(Counter())
            print(zip(values, values.dropFirst()).allSatisfy { gcd($0.0, $0.1) == 4 })
            """
        let ran = Interpreter.run(source: source)
        #expect(ran.diagnostics.isEmpty && ran.output == "true\n", "\(ran.diagnostics)")
        expectRefused(source + "\nlet f: Float = 1",
                      "calling 'gcd(_:_:)' here, where its type parameter 'T' (used as a value in its body) is not known, is not supported yet")
    }

    // swiftc: `true` (`T` is `Int`, from the sequence's element type). An empty array bound
    // by what it holds gives no type: refused when the call runs.
    @Test func aTypeParameterBoundByAnEmptyArrayIsRefused() {
        let result = Interpreter.run(source: """
            struct Rows: Sequence, IteratorProtocol {
                var n = 0
                mutating func next() -> [[Int]]? { n += 1; return n == 1 ? [] : nil }
            }
            func matrixSum<T: Numeric>(_ m: [[T]]) -> T {
                var total: T = 0
                for row in m { for x in row { total += x } }
                return total
            }
            let ms = Array(Rows())
            print(ms.allSatisfy { matrixSum($0) == 0 })
            """)
        #expect(result.output == "")
        #expect(result.diagnostics.first?.message == "a generic function whose numeric type parameter is known only from an empty array passed to it is not supported yet",
                "\(result.diagnostics)")
    }
}
