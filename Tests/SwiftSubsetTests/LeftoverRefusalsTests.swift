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
        // Located at the read inside the function (the innermost place, as for a trap).
        #expect(result.renderedDiagnostics.hasPrefix(
            "main.swift:1:23: error: reading the global 'base' before its declaration has run is not supported yet"))
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
    /// .first!` calls the closure once; `(1...).lazy` is endless): refused from session 14,
    /// run since session 19 (`LazyViews`, `Programs/lazy_views`).
    @Test func lazyViewsRun() {
        let result = Interpreter.run(source: """
            print([1, 2, 3].lazy.map { $0 * 2 }.first!)
            let r = (1...).lazy.map { $0 * $0 }
            print(Array(r.prefix(3)))
            """)
        #expect(result.runtimeError == nil, "\(result.renderedDiagnostics)")
        #expect(result.output == "2\n[1, 4, 9]\n")
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

    /// A closure passed beside `&x` that uses `x`: swiftc -Onone stops the run when the callee
    /// calls it ("Simultaneous accesses to 0x…, but modification requires exclusive access.");
    /// the interpreter printed `1` (the closure's write lost). A closure that does not name
    /// the place runs (`apply(&local) { 5 }`).
    @Test func aClosureUsingAnInoutArgumentsPlaceIsRefused() {
        diagnostics.assertDiagnostics("""
            class Counter { var x = 0 }
            func modify(_ v: inout Int, _ f: () -> Void) { v += 1; f() }
            let c = Counter()
            modify(&c.x) { 1️⃣c.x += 10 }
            var count = 5
            func bump(_ v: inout Int, by f: () -> Int) { v += f() }
            bump(&count) { 2️⃣count }
            """, ["using 'c.x' in a closure passed beside '&c.x' is not supported yet (Swift stops the run: overlapping accesses)",
                  "using 'count' in a closure passed beside '&count' is not supported yet (Swift stops the run: overlapping accesses)"])
        // The callee's own body using the global it is passed (swiftc -Onone traps as above;
        // the interpreter printed `0`).
        diagnostics.assertDiagnostics("""
            var total = 0
            func add(_ v: inout Int) { v += 1️⃣total }
            add(&total)
            """, ["using the global 'total' in 'add' while it is passed to it as '&total' is not supported yet (Swift stops the run: overlapping accesses)"])
        let result = Interpreter.run(source: """
            func apply(_ v: inout Int, _ f: () -> Int) { v += f() }
            var local = 1
            apply(&local) { 5 }
            print(local)
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.output == "6\n")
    }
}
