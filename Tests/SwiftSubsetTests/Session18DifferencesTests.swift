import Testing
@testable import SwiftSubset

/// Shapes that printed something other than swiftc and are now refused where they run,
/// beside neighbours that run as swiftc runs them (what swiftc -Onone prints is beside each).
struct Session18DifferencesTests {
    let diagnostics = DiagnosticsTests()

    /// A generic factory makes a `Stack<Double>` without recording its type argument; its
    /// items are empty, so nothing tells the literal's type (swiftc pushes `3.5`; the
    /// interpreter pushed `3`).
    @Test func aLiteralPassedToAGenericValueOfUnknownArgumentsHoldingNothingIsRefused() {
        diagnostics.assertDiagnostics("""
            struct Stack<T> {
                var items: [T] = []
                mutating func push(_ x: T) { items.append(x) }
            }
            func makeStack<T>(_ t: T.Type) -> Stack<T> { Stack<T>() }
            var s = makeStack(Double.self)
            1️⃣s.push(7 / 2)
            print(s.items)
            """, ["a number literal passed where its type depends on a type argument of 'Stack', of a value whose type arguments are not known here, is not supported yet"])
        let result = Interpreter.run(source: """
            struct Stack<T> {
                var items: [T] = []
                mutating func push(_ x: T) { items.append(x) }
            }
            func makeStack<T>(_ first: T) -> Stack<T> { Stack<T>(items: [first]) }
            var ints = makeStack(1)
            ints.push(7 / 2)
            var doubles = Stack<Double>()
            doubles.push(7 / 2)
            print(ints.items, doubles.items)
            """)
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        #expect(result.output == "[1, 3] [3.5]\n")
    }

    /// The same through a stored property: `bag.xs.append(7 / 2)` on an empty `[T]` of a value
    /// a generic factory made (swiftc `[3.5]` for a `Bag<Double>`).
    @Test func aLiteralStoredIntoAnEmptyGenericPropertyOfUnknownArgumentsIsRefused() {
        diagnostics.assertDiagnostics("""
            struct Bag<T> { var xs: [T] }
            func bag<T>(of: T.Type) -> Bag<T> { Bag(xs: []) }
            var b = bag(of: Double.self)
            1️⃣b.xs.append(7 / 2)
            print(b.xs)
            """, ["storing a number literal into 'xs' of a 'Bag' whose type argument is not known here is not supported yet"])
    }
}
