import SwiftSyntax

/// A closure passed to a generic function for a parameter of a function type that mentions a
/// type parameter (`func apply<T>(_ x: T, _ f: (T) -> T)`) takes its parameter types from
/// the other arguments, as Swift infers them: `apply(n) { $0 + 1 }` hands the closure an
/// `Int` for `n: Int`, `apply(f) { $0 * 2 }` a `Float` for `f: Float` (computed in single
/// precision). A literal argument binds nothing here: the closure may decide its type.
extension Compiler {
    /// The written function type of a parameter (`(T) -> T`, `@escaping (T) -> Void`,
    /// `((T) -> T)?` not included: an optional closure), if any.
    static func functionTypeSyntax(_ type: TypeSyntax) -> FunctionTypeSyntax? {
        if let f = type.as(FunctionTypeSyntax.self) { return f }
        if let a = type.as(AttributedTypeSyntax.self) { return functionTypeSyntax(a.baseType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return functionTypeSyntax(only.type)
        }
        return nil
    }

    /// `types` with each function-typed parameter of `ref` whose type parameters the call's
    /// other arguments all bind to one certain type given its bound function type; the
    /// others as they were.
    func bindingFunctionTypedParameters(_ types: [TypeRef?], _ ref: FunctionRef, mapping: [Int], _ args: [CallArg]) -> [TypeRef?] {
        guard !ref.functionTypedParameters.isEmpty else { return types }
        var bound: [String: TypeRef] = [:]
        var conflicting: Set<String> = []
        for (a, p) in mapping.enumerated() where a < args.count {
            guard let use = ref.typeParameterUses[p], !use.boundByReceiver else { continue }
            // A literal's type may come from the closure (`apply(1) { $0 / 2.0 }` binds Double).
            if literalDefaultType(args[a].syntax) != nil { conflicting.insert(use.name); continue }
            guard let certain = typeBound(by: args[a], use: use, parameter: p, bound: types) else { conflicting.insert(use.name); continue }
            if let known = bound[use.name], known.description != certain.description { conflicting.insert(use.name) }
            bound[use.name] = certain
        }
        for name in conflicting { bound[name] = nil }
        guard !bound.isEmpty else { return types }
        var result = types
        for (p, parameter) in ref.functionTypedParameters where p < result.count {
            // Every type parameter the function type mentions must be bound.
            guard parameter.mentions.allSatisfy({ bound[$0] != nil }) else { continue }
            result[p] = withBoundTypeParameters(bound, []) { typeRef(TypeSyntax(parameter.type)) }
        }
        return result
    }
}
