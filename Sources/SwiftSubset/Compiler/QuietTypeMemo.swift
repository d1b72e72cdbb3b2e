import SwiftSyntax

/// The static types `Compiler.quietType` found, each for one expression node compiled in one
/// function scope, so that checking asks the compiler for a node's type once, not once per
/// enclosing expression that wants it (nested overloaded calls `g(g(g(1)))` and method chains
/// otherwise compile each inner node again at every level: 2^n compilations).
///
/// An entry holds its node and its scope, so neither's identity can be reused by another
/// while the entry lives (a syntax tree built and dropped during checking, a closure's scope
/// compiled again for another expected type): a node compiled in another scope is a miss.
///
/// `variant` tells apart types of one node found under different assumptions (a closure's
/// result for each list of parameter types, `Compiler+ClosureResultTypes.swift`).
final class QuietTypeMemo {
    private struct Key: Hashable {
        let node: SyntaxIdentifier
        let variant: String
    }
    private var entries: [Key: (node: Syntax, scope: FunctionScope, type: TypeRef?)] = [:]
    /// How many times a type was computed by compiling (a miss); read by the tests that
    /// keep checking linear.
    private(set) var compilations = 0

    /// The remembered type of `node` compiled in `scope`, else `compute()`'s, remembered.
    func type(of node: ExprSyntax, in scope: FunctionScope, variant: String = "", _ compute: () -> TypeRef?) -> TypeRef? {
        let key = Key(node: node.id, variant: variant)
        if let hit = entries[key], hit.scope === scope, hit.node == Syntax(node) { return hit.type }
        compilations += 1
        let t = compute()
        entries[key] = (Syntax(node), scope, t)
        return t
    }
}
