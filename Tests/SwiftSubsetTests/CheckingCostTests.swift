import Testing
import SwiftSyntax
@testable import SwiftSubset

/// Checking a program costs in proportion to its size: the compiler asks for an expression's
/// static type (`quietType`) once per node, however deeply the node is nested. Counted, not
/// timed: nested overloaded calls and method chains once cost 2^depth compilations.
struct CheckingCostTests {
    static let depth = 16

    /// Compiles `source` (standard operators, no preludes, no hosts) and returns how many times `quietType`
    /// compiled a node, with the diagnostics.
    static func quietCompilations(_ source: String) -> (count: Int, diagnostics: [Diagnostic]) {
        let parsed = SubsetParser.parse(source)
        let converter = SourceLocationConverter(fileName: "main.swift", tree: parsed)
        let tree = OperatorFolding.foldAll(parsed) { _ in }.cast(SourceFileSyntax.self)
        let ctx = RunContext(limits: Limits(maxSteps: 1_000, maxCallDepth: 50, wallTimeSeconds: 60), moduleName: "main")
        let compiler = Compiler(ctx: ctx, converter: converter, hosts: [])
        compiler.declareTopLevel(tree.statements, globals: EnvBox())
        for body in compiler.pendingTypeBodies { body() }
        _ = compiler.block(tree.statements, newScope: false)
        return (compiler.quietTypes.compilations, compiler.diagnostics)
    }

    /// `g(g(…g(1)…))` with `g` overloaded on `Int` and `Double`: each call chooses its overload
    /// by its argument's static type. swiftc prints 17 for depth 16 (the `Int` overload).
    @Test func nestedOverloadedCallsAreTypedOncePerNode() {
        let d = Self.depth
        let source = "func g(_ x: Int) -> Int { x + 1 }\nfunc g(_ x: Double) -> Double { x + 1 }\nprint("
            + String(repeating: "g(", count: d) + "1" + String(repeating: ")", count: d) + ")\n"
        let r = Self.quietCompilations(source)
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
        #expect(r.count <= 4 * d, "quietType compiled \(r.count) nodes for \(d) nested calls")
        #expect(Interpreter.run(source: source).output == "17\n")
    }

    /// `B().add(1).add(1)…` sixteen times, a builder's chain (algorithm-club Shunting Yard
    /// builds its expression so). swiftc prints 16.
    @Test func methodChainsAreTypedOncePerNode() {
        let d = Self.depth
        let source = "struct B {\n    var n = 0\n    func add(_ k: Int) -> B { B(n: n + k) }\n}\nprint(B()"
            + String(repeating: ".add(1)", count: d) + ".n)\n"
        let r = Self.quietCompilations(source)
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
        #expect(r.count <= 4 * d, "quietType compiled \(r.count) nodes for a chain of \(d) calls")
        #expect(Interpreter.run(source: source).output == "16\n")
    }
}
