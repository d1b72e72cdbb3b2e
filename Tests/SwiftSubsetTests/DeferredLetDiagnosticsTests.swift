import Testing
@testable import SwiftSubset

/// Definite initialisation of `let` constants declared without a value, and the refusal of
/// overrides whose defaults differ. Messages and positions are what swiftc 6.3 prints for the
/// same code (checked by compiling it here).
struct DeferredLetDiagnosticsTests {
    let check = DiagnosticsTests()

    @Test func readOnAPathThatDidNotAssign() {
        check.assertDiagnostics("let c = true\nlet x: Int\nif c { x = 1 }\nprint(1️⃣x)",
                                ["constant 'x' used before being initialized"])
    }

    @Test func readBeforeAnyAssignment() {
        check.assertDiagnostics("let x: Int\nprint(1️⃣x)\nx = 1", ["constant 'x' used before being initialized"])
    }

    @Test func secondAssignment() {
        check.assertDiagnostics("let x: Int\nx = 1\nx 1️⃣= 2\nprint(x)", ["immutable value 'x' may only be initialized once"])
    }

    @Test func assignmentInALoop() {
        check.assertDiagnostics("let x: Int\nfor i in 0..<2 { x 1️⃣= i }", ["immutable value 'x' may only be initialized once"])
    }

    @Test func assignmentAfterEveryBranchAssigned() {
        check.assertDiagnostics("let c = true\nlet x: Int\nif c { x = 1 } else { x = 2 }\nx 1️⃣= 3",
                                ["immutable value 'x' may only be initialized once"])
    }

    @Test func catchAfterAnAssignmentThatMayHaveHappened() {
        check.assertDiagnostics("""
            func f() throws -> Int { 1 }
            let c = true
            let y: Int
            do {
              if c { y = 1; _ = try f() }
            } catch {
              y 1️⃣= 2
            }
            """, ["immutable value 'y' may only be initialized once"])
    }

    /// A `defer` reads the constant where its block is left: swiftc reports at `defer` when
    /// the block's end, or a `return` after it, leaves the constant unassigned.
    @Test func deferReadingOnAPathThatDidNotAssign() {
        check.assertDiagnostics("func f(_ c: Bool) {\n  let x: Int\n  1️⃣defer { print(x) }\n  if c { x = 1 }\n}",
                                ["constant 'x' used before being initialized"])
        check.assertDiagnostics("func f(_ c: Bool) {\n  let x: Int\n  1️⃣defer { print(x) }\n  if c { return }\n  x = 1\n}",
                                ["constant 'x' used before being initialized"])
    }

    /// Each diagnostic inside a top-level function's body comes once, though the body is
    /// checked twice (as a global function and as the top-level frame's function value).
    @Test func bodyDiagnosticsComeOnce() {
        check.assertDiagnostics("func f() {\n  let x: Int\n  print(1️⃣x)\n}\nf()", ["constant 'x' used before being initialized"])
        check.assertDiagnostics("func h() {\n  let a: Int = 1️⃣\"s\"\n  print(a)\n}",
                                ["cannot convert value of type 'String' to specified type 'Int'"])
    }

    /// Paths ending at a call that may never return are not followed (valid programs that run:
    /// `Programs/never_returning_paths.swift`); a call certainly returning still falls through.
    @Test func pathsThroughCallsThatReturnAreFollowed() {
        check.assertDiagnostics("""
            func note(_ s: String) {}
            func f(_ n: Int) -> Int {
              var v: Int
              if n > 0 { v = n } else { note("x") }
              return 1️⃣v
            }
            """, ["variable 'v' used before being initialized"])
        check.assertDiagnostics("let x: Int\nfor i in 0..<2 { x 1️⃣= i; print(i) }", ["immutable value 'x' may only be initialized once"])
    }

    @Test func assignedOnceRuns() {
        let result = Interpreter.run(source: "let c = false\nlet x: Int\nif c { x = 1 } else { x = 2 }\nprint(x)")
        #expect(result.diagnostics.isEmpty)
        #expect(result.output == "2\n")
    }

    /// Swift evaluates a default argument from the method the call's static type names
    /// (compiled, `a.f()` with `a: A = B()` prints 1); ours come from the overriding callee.
    @Test func overrideWithOtherDefaultsIsRefused() {
        check.assertDiagnostics("""
            class A { func f(n: Int = 1) -> Int { n } }
            class B: A { override func 1️⃣f(n: Int = 2) -> Int { n } }
            let a: A = B()
            print(a.f())
            """, ["an override whose default arguments differ from the overridden method's is not supported yet"])
    }
}
