import SwiftSyntax

/// A top-level function of the program named as a standard free function (`func print(_ board:
/// [[Int]])`) overloads it rather than hiding it: Swift chooses among both, so
/// `print("|", terminator: "")` and `print(board.count)` beside it still call the standard
/// `print`, and so does `abs(-3)` beside `func abs(_ x: Double)` (Swift prefers the standard
/// generic one, where the literal keeps its default type). A local function hides the standard
/// one, as in Swift. Where the program's function takes `Any` or is variadic, Swift's choice
/// depends on rules not modelled here (`print("a", "b")` calls a program's `print(_: Any...)`,
/// `print("a", "b", "c")` the standard one): its calls are refused.
extension Compiler {
    /// The standard free functions a program's top-level function of the same name overloads.
    private static let overloadableStandardFunctions: Set<String> = [
        "print", "debugPrint", "dump", "min", "max", "abs", "swap", "zip", "stride",
        "sqrt", "pow", "floor", "ceil", "round", "repeatElement",
    ]

    /// Those whose every argument the standard function takes with its own default type
    /// (`print(5)`: `Any`; `abs(-3)`: `T` bound by that argument alone).
    private static let literalDefaultingFunctions: Set<String> = ["print", "debugPrint", "dump", "abs"]

    /// Whether a call of `name` with `args` takes the standard function rather than the
    /// program's top-level functions `refs`: none of them takes the call's labels, or the one
    /// that does takes, for some argument, a concrete type other than the argument's own, or a
    /// literal at a type other than its default where the standard function keeps the default
    /// (all literals, or `print`'s and `abs`'s). Refused (nil) where that function takes `Any`
    /// or is variadic.
    func callsStandardFunction(_ name: String, instead refs: [FunctionRef], _ args: [CallArg], node: some SyntaxProtocol) -> Bool? {
        guard Self.overloadableStandardFunctions.contains(name), refs.allSatisfy({ $0.slot < 0 }) else { return false }
        let labels = args.map(\.label)
        let matching = refs.filter { $0.match(labels) != nil || $0.matchTrailingClosure(args) != nil }
        if matching.isEmpty { return true }
        if matching.contains(where: { ref in ref.variadicIndex != nil || ref.paramTypes.contains { if case .any? = $0 { true } else { false } } }) {
            error(node, "unsupported", "calling '\(name)' beside the program's own '\(name)' that takes 'Any' or a variadic parameter is not supported yet (Swift chooses between it and the standard one by rules not modelled here)")
            return nil
        }
        guard matching.count == 1, let ref = matching.first, ref.typeParameterUses.isEmpty, let mapping = ref.match(labels) else { return false }
        let literalsKeepDefaults = Self.literalDefaultingFunctions.contains(name)
            || args.allSatisfy { literalDefaultType($0.syntax) != nil }
        var unknown = false
        let standard = mapping.enumerated().contains { a, p in
            guard a < args.count, p < ref.paramTypes.count, let want = ref.paramTypes[p], isPlainConcrete(want) else { return false }
            var syntax = args[a].syntax
            if let io = syntax.as(InOutExprSyntax.self) { syntax = io.expression }
            if syntax.is(ArrayExprSyntax.self) || syntax.is(DictionaryExprSyntax.self) { return false }
            if let literal = literalDefaultType(syntax) {
                // The program's function takes the literal only at another type than its default
                // (or not at all): the standard one, where it keeps the default, is Swift's choice.
                return literal.description != want.description && (literalsKeepDefaults || !literalFits(syntax, want))
            }
            guard let have = quietType(syntax), isPlainConcrete(have) else {
                unknown = true
                return false
            }
            return want.description != have.description
        }
        if !standard, unknown {
            // `apply([1, 2]) { print($0) }` beside `func print(_ s: String)`: the argument's type
            // decides, and it is not known here.
            error(node, "unsupported", "calling '\(name)' beside the program's own '\(name)' with an argument whose type is not known here is not supported yet")
            return nil
        }
        return standard
    }

    /// Whether the literal `e` can be a value of `type` at all (an integer literal a Double,
    /// not a String; a program type only by an `ExpressibleBy…` conformance).
    private func literalFits(_ e: ExprSyntax, _ type: TypeRef) -> Bool {
        guard case .named(let n) = type else { return false }
        if let d = types[n] { return d.conformances.contains { $0.hasPrefix("ExpressibleBy") } }
        switch literalDefaultType(e)?.description {
        case "Int": return isNumber(type)
        case "Double": return ["Double", "Float"].contains(n)
        case "String": return ["String", "Character"].contains(n)
        default: return false
        }
    }

    private func isNumber(_ t: TypeRef) -> Bool {
        guard case .named(let n) = t else { return false }
        return n == "Int" || n == "Double" || n == "Float" || IntKind(name: n) != nil
    }

    /// A type the program or the standard library names exactly (a number type too), with no optional, protocol,
    /// `Any`, function or class (a subclass's value fits its superclass) anywhere in it.
    private func isPlainConcrete(_ t: TypeRef) -> Bool {
        switch t {
        case .named(let n):
            if let d = types[n] { return d.kind == .structType || d.kind == .enumType }
            return ["Int", "Double", "Float", "String", "Bool", "Character"].contains(n) || IntKind(name: n) != nil
        case .array(let e), .set(let e): return isPlainConcrete(e)
        case .dictionary(let k, let v): return isPlainConcrete(k) && isPlainConcrete(v)
        default: return false
        }
    }
}
