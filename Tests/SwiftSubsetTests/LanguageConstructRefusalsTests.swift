import Testing
@testable import SwiftSubset

/// Constructs of session 9's `langref` work that stay refused, each at its place, rather than
/// run differently from Swift. (The lifted ones run in `Programs/key_paths.swift`,
/// `autoclosures.swift`, `tuple_assignment.swift`, `implicit_members.swift` and
/// `extension_initializers.swift`, beside swiftc's output.)
struct LanguageConstructRefusalsTests {
    let diagnostics = DiagnosticsTests()

    /// An attribute that names no property wrapper (`@IBOutlet`-like attributes the course's
    /// hosts read) is not taken for one.
    @Test func otherAttributesAreNotPropertyWrappers() {
        let result = Interpreter.run(source: "struct S { @available(*, deprecated) var n = 1 }\nprint(S().n)\n", fileName: "main.swift")
        #expect(result.output == "1\n")
    }

    /// swiftc 6.3.1 prints `KeyPath<P, Int>` for `type(of: \P.b)` (a `let`): only key paths
    /// that stay writable through value types have their type modelled
    /// (`Programs/key_path_types_and_bit_counts.swift`), so the question is refused when the
    /// program runs. (Subscripts inside key paths run: `Programs/key_path_subscripts.swift`.)
    @Test func typeOfKeyPathIsRefused() {
        let result = Interpreter.run(source: "struct P { let b = 1 }\nlet k = \\P.b\nprint(type(of: k))\n", fileName: "main.swift")
        #expect(result.output == "")
        #expect(result.diagnostics.contains { $0.message.contains("is not supported yet") })
    }
}
