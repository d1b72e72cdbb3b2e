import Testing
@testable import SwiftSubset

/// Session 14: constructs from session 13's probes that the interpreter ran differently from
/// swiftc or rejected with a type error swiftc does not give, now refused at the construct
/// (what swiftc -Onone does here is written beside each). The shapes that now run as swiftc
/// runs them are `Programs/nested_optional_matching`, `Programs/overloads_by_protocol`,
/// `Programs/substring_type_of` and `Programs/valid_shapes_once_refused`.
struct LeftoverRefusalsTests {
    let diagnostics = DiagnosticsTests()

    /// swiftc compiles a function reading a global the top-level code has not reached yet;
    /// the read finds zeroed memory (`func f() -> Int { g }; let a = f(); let g = 7` prints
    /// `0 7`; a String global crashes). The interpreter printed `()`.
    @Test func readingAGlobalBeforeItsDeclarationRanIsRefused() {
        let result = Interpreter.run(source: """
            func total() -> Int { base + 1 }
            let early = total()
            let base = 7
            print(early, base)
            """)
        #expect(result.output == "")
        #expect(result.status == .diagnostics)
        #expect(result.renderedDiagnostics.hasPrefix(
            "main.swift:2:1: error: reading the global 'base' before its declaration has run is not supported yet"))
        let later = Interpreter.run(source: """
            let base = 7
            func total() -> Int { base + 1 }
            var log: [String] = []
            func note(_ s: String) { log.append(s) }
            note("a")
            print(total(), log)
            """)
        #expect(later.runtimeError == nil)
        #expect(later.output == "8 [\"a\"]\n")
    }

    /// swiftc prints the program's own arguments (`1` and `[]` run without any); a run here
    /// has no command line.
    @Test func commandLineIsRefused() {
        diagnostics.assertDiagnostics("print(1️⃣CommandLine.arguments.count)",
                                      ["'CommandLine' (the program's command-line arguments) is not supported yet"])
    }

    /// swiftc runs a lazy view's closures as its elements are read (`[1, 2, 3].lazy.map { … }
    /// .first!` calls the closure once; `(1...).lazy` is endless); the interpreter reported
    /// "value of type '[Int]' has no member 'lazy'".
    @Test func lazyIsRefused() {
        let message = "'lazy' (a view whose closures run as its elements are read) is not supported yet"
        diagnostics.assertDiagnostics("""
            print([1, 2, 3].1️⃣lazy.map { $0 * 2 }.first!)
            let r = (1...).2️⃣lazy.map { $0 * $0 }
            """, [message, message])
    }

    /// `f(_: Any)` beside `f(_: Equatable)` for an array: whether `[Int]` is `Equatable`
    /// depends on its element, which the overload choice does not read (swiftc picks the
    /// protocol's); the interpreter picked `Any`.
    @Test func anOverloadByAProtocolTheCheckerCannotTellIsRefused() {
        diagnostics.assertDiagnostics("""
            func f(_ x: Any) -> String { "any" }
            func f(_ x: any Equatable) -> String { "equatable" }
            print(f1️⃣([1, 2]))
            """, ["choosing among the overloads of 'f(_:)' by the protocols an argument's type adopts is not supported yet"])
    }
}
