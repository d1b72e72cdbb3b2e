import Testing
@testable import SwiftSubset

/// Property wrappers run (Programs/property_wrapper*.swift, beside swiftc's output); the uses
/// not modelled are refused at their attribute rather than run differently from Swift.
struct PropertyWrapperTests {
    let diagnostics = DiagnosticsTests()

    static let clamped = """
        @propertyWrapper
        struct Clamped {
            var value = 0
            var wrappedValue: Int {
                get { value }
                set { value = min(newValue, 12) }
            }
            init(wrappedValue: Int) { value = min(wrappedValue, 12) }
        }

        """

    /// swiftc 6.3.1 prints 12 for this program: the initial value goes through the wrapper's
    /// `init(wrappedValue:)`, which clamps 50 (it printed 50 when the attribute was ignored).
    @Test func theInitialValueGoesThroughTheWrapper() {
        let result = Interpreter.run(source: Self.clamped + "struct S { @Clamped var n: Int = 50 }\nprint(S().n)\n", fileName: "main.swift")
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        #expect(result.output == "12\n")
    }

    /// swiftc 6.3.1: "error: property wrappers are not yet supported in top-level code".
    @Test func topLevelWrappedVariablesAreRefusedWithSwiftsWording() {
        diagnostics.assertDiagnostics(Self.clamped + "1️⃣@Clamped var n = 50\nprint(n)",
                                      ["property wrappers are not yet supported in top-level code"])
    }

    /// A generic wrapper runs when the variable's written type binds its type parameter
    /// (Programs/property_wrapper_generic.swift) or a plain literal's does (`@Box var n = 1`,
    /// Programs/generic_wrappers_with_literal_values.swift); another initial value without a
    /// written type is refused.
    @Test func genericWrappersWithoutAWrittenTypeAreRefused() {
        diagnostics.assertDiagnostics("""
            @propertyWrapper
            struct Box<Value> { var wrappedValue: Value }
            struct S { 1️⃣@Box var items = [1, 2] }
            print(S().items)
            """, ["generic property wrappers are not supported yet"])
    }

    @Test func composedWrappersAreRefused() {
        diagnostics.assertDiagnostics(Self.clamped + """
            @propertyWrapper
            struct Twice { var wrappedValue: Int }
            struct S { 1️⃣@Clamped @Twice var n = 1 }
            print(S().n)
            """, ["composed property wrappers are not supported yet"])
    }

    /// Swift initialises the storage from the first assignment in the type's initialiser;
    /// that is not modelled, so such a property is refused.
    @Test func storageLeftToAnInitialiserIsRefused() {
        diagnostics.assertDiagnostics(Self.clamped + """
            final class C {
                1️⃣@Clamped var n: Int
                init() { n = 20 }
            }
            print(C().n)
            """, ["a wrapped property without an initial value in a type with its own initialisers is not supported yet"])
    }
}
