import SwiftSyntax

/// A top-level function of the program named as a standard free function (`func print(_ board:
/// [[Int]])`) overloads it rather than hiding it: Swift chooses among both, so
/// `print("|", terminator: "")` and `print(board.count)` beside it still call the standard
/// `print`. A local function hides the standard one, as in Swift.
extension Compiler {
    /// The standard free functions a program's top-level function of the same name overloads.
    private static let overloadableStandardFunctions: Set<String> = [
        "print", "debugPrint", "dump", "min", "max", "abs", "swap", "zip", "stride",
        "sqrt", "pow", "floor", "ceil", "round", "repeatElement",
    ]

    /// Whether a call of `name` with `args` takes the standard function rather than the
    /// program's top-level functions `refs`: none of them takes the call's labels, or the one
    /// that does takes, for some argument, a concrete type other than the argument's own
    /// (neither a literal, an optional, a protocol, `Any` nor a type parameter).
    func callsStandardFunction(_ name: String, instead refs: [FunctionRef], _ args: [CallArg]) -> Bool {
        guard Self.overloadableStandardFunctions.contains(name), refs.allSatisfy({ $0.slot < 0 }) else { return false }
        let labels = args.map(\.label)
        let matching = refs.filter { $0.match(labels) != nil || $0.matchTrailingClosure(args) != nil }
        if matching.isEmpty { return true }
        guard matching.count == 1, let ref = matching.first, ref.typeParameterUses.isEmpty, let mapping = ref.match(labels) else { return false }
        return mapping.enumerated().contains { a, p in
            guard a < args.count, p < ref.paramTypes.count, let want = ref.paramTypes[p], isPlainConcrete(want) else { return false }
            let syntax = args[a].syntax
            if syntax.is(ArrayExprSyntax.self) || syntax.is(DictionaryExprSyntax.self) { return false }
            if literalDefaultType(syntax) != nil {
                // `max(2, 7)` beside `max(_: Money, _: Money)`: no literal makes a Money.
                if case .named(let n) = want, let d = types[n] { return !d.conformances.contains { $0.hasPrefix("ExpressibleBy") } }
                if case .named(let n) = want { return !["Int", "Double", "String", "Character"].contains(n) }
                return true
            }
            guard let have = quietType(syntax) else { return false }
            return isPlainConcrete(have) && want.description != have.description
        }
    }

    /// A type the program or the standard library names exactly, with no optional, protocol,
    /// `Any`, function or class (a subclass's value fits its superclass) anywhere in it.
    private func isPlainConcrete(_ t: TypeRef) -> Bool {
        switch t {
        case .named(let n):
            if let d = types[n] { return d.kind == .structType || d.kind == .enumType }
            return ["Int", "Double", "String", "Bool", "Character"].contains(n)
        case .array(let e), .set(let e): return isPlainConcrete(e)
        case .dictionary(let k, let v): return isPlainConcrete(k) && isPlainConcrete(v)
        default: return false
        }
    }
}
