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

    /// swiftc 6.3.1 prints `WritableKeyPath<P, Int>` for `type(of: \P.a)`; the key path type is
    /// not modelled, so the question is refused when the program runs.
    @Test func typeOfKeyPathIsRefused() {
        let result = Interpreter.run(source: "struct P { var a = 1 }\nlet k = \\P.a\nprint(type(of: k))\n", fileName: "main.swift")
        #expect(result.output == "")
        #expect(result.diagnostics.contains { $0.message.contains("is not supported yet") })
    }

    /// Subscripts inside a key path (`\[String].[1]`) are refused at the subscript.
    @Test func subscriptInKeyPathIsRefused() {
        diagnostics.assertDiagnostics("let names = [\"a\", \"b\"]\nprint(names[keyPath: \\[String].1️⃣[1]])",
                                      ["subscripts in key paths are not supported yet"])
    }
}
