import SwiftSyntax

/// The static result type of a call of the program's generic function whose result is its type
/// parameter (`-> T`, `-> [T]`), bound by the call's arguments as Swift binds it:
/// `first([1.5])` is a `Double`, so `var f = first([1.5]); f = 2` stores `2.0`.
extension Compiler {
    /// `ref`'s result with its type parameter bound by the arguments (`mapping` gives each
    /// argument's parameter; `bound` the parameter types once literals sharing the type
    /// parameter were typed together, which literal arguments take): the one certain type
    /// every argument for it has; nil
    /// when the call has a contextual type, or the arguments leave the type parameter open.
    func genericResultType(_ ref: FunctionRef, mapping: [Int], _ args: [CallArg], bound: [TypeRef?],
                           expected: TypeRef?) -> TypeRef? {
        guard expected == nil, let result = ref.resultTypeParameter, !result.isVariadic else { return nil }
        var joined: TypeRef? = nil
        for (a, p) in mapping.enumerated() where a < args.count {
            guard let use = ref.typeParameterUses[p], use.name == result.name, !use.boundByReceiver else { continue }
            guard let certain = typeBound(by: args[a], use: use, parameter: p, bound: bound) else { return nil }
            if let j = joined, j.description != certain.description { return nil }
            joined = certain
        }
        return joined.map { result.inArray ? .array($0) : $0 }
    }

    /// The certain type `argument` binds its parameter's type parameter to (an array's element
    /// for `[T]`): a literal takes the type `bound` gives its parameter once literals sharing
    /// the type parameter were typed together (a constrained parameter's is its constraint,
    /// not what the argument binds), any other argument its own static type; nil when not
    /// certain.
    func typeBound(by argument: CallArg, use: TypeParameterUse, parameter p: Int, bound: [TypeRef?]) -> TypeRef? {
        let type: TypeRef?
        if literalDefaultType(argument.syntax) != nil, p < bound.count, let b = bound[p], Self.isFullyKnown(b) {
            type = use.inArray ? Self.sequenceElementType(b) : b
        } else {
            let own = quietType(argument.syntax)
            type = use.inArray && !use.isVariadic ? Self.sequenceElementType(own) : own
        }
        return certainElementType(type)
    }
}
