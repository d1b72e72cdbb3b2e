import SwiftSyntax

/// Static types of standard calls whose result follows from the closure (or function) they are
/// given and the receiver's element type, as Swift infers them: `items.map { $0.price }` is a
/// `[Double]` when `price` is a `Double`, so a literal written into the result later takes that
/// type (`prices.append(3)` stores `3.0`). Also the number methods whose result has the
/// receiver's type (`x.squareRoot()`, `x.rounded()`).
extension Compiler {
    /// The result type of `name` called on a value of static type `receiver` with `args`, when
    /// it follows from the receiver's element type and a closure's (or function's) result:
    /// `map`, `compactMap`, `flatMap` on arrays, slices, sets and strings, `map` and `flatMap`
    /// on optionals, `mapValues` (and `filter`, which keeps the type) on dictionaries, and
    /// `reduce(x) { … }` on an array; nil when it does not.
    func closureMappedResultType(_ receiver: TypeRef?, _ name: String, _ args: [CallArg]) -> TypeRef? {
        guard let receiver, args.count == 1 || (name == "reduce" && args.count == 2) else { return nil }
        let element = Self.sequenceElementType(receiver)
        switch (receiver, name) {
        case (_, "map") where element != nil:
            return closureResultType(args[0].syntax, parameters: [element!]).map { .array($0) }
        case (_, "compactMap") where element != nil:
            guard case .optional(let wrapped)? = closureResultType(args[0].syntax, parameters: [element!]) else { return nil }
            return .array(wrapped)
        case (_, "flatMap") where element != nil:
            switch closureResultType(args[0].syntax, parameters: [element!]) {
            case .array(let inner)?, .optional(let inner)?: return .array(inner)
            default: return nil
            }
        case (.optional(let wrapped), "map"):
            return closureResultType(args[0].syntax, parameters: [wrapped]).map { .optional($0) }
        case (.optional(let wrapped), "flatMap"):
            return closureResultType(args[0].syntax, parameters: [wrapped]).map { $0.isOptional ? $0 : .optional($0) }
        case (.dictionary, "filter"), (.set, "filter"):
            // A dictionary's and a set's `filter` keep the receiver's type.
            return receiver
        case (.dictionary(let key, let value), "mapValues"):
            return closureResultType(args[0].syntax, parameters: [value]).map { .dictionary(key, $0) }
        case (.array(let el), "reduce"):
            return reduceResultType(args, element: el)
        default:
            return nil
        }
    }

    /// The result of `reduce(initial) { … }` (or `reduce(into: initial) { … }`) on elements of
    /// type `element`: the initial value's type when it is certain, else (a number literal) the type the closure keeps when its
    /// accumulator is of the element's type (`[1.5].reduce(0) { $0 + $1 }` is a `Double`), or
    /// of the literal's own; nil when neither is kept.
    private func reduceResultType(_ args: [CallArg], element: TypeRef) -> TypeRef? {
        if args[0].label == "into" {
            // The accumulator's type; a literal's may be changed by the closure (`r += 0.5`).
            return literalDefaultType(args[0].syntax) == nil ? certainElementType(quietType(args[0].syntax)) : nil
        }
        guard args[0].label == nil, args[1].label == nil else { return nil }
        if let byOperator = reduceByOperatorType(args, element: element) { return byOperator }
        guard let literal = literalDefaultType(args[0].syntax) else {
            return certainElementType(quietType(args[0].syntax))
        }
        for accumulator in [element, literal] {
            guard case .named(let n) = accumulator, ["Int", "Double"].contains(n) else { continue }
            if closureResultType(args[1].syntax, parameters: [accumulator, element])?.description == accumulator.description {
                return accumulator
            }
        }
        return nil
    }

    /// The static type of what `e`, a closure or a function passed as an argument, returns when
    /// called with arguments of `parameters`' types: a written result type, else the type of
    /// its single-expression body (or the one type all its own `return` statements give)
    /// compiled with its parameters of those types; nil when it is not certain.
    func closureResultType(_ e: ExprSyntax, parameters: [TypeRef]) -> TypeRef? {
        guard parameters.allSatisfy(Self.isFullyKnown) else { return nil }
        if let c = e.as(ClosureExprSyntax.self) {
            if let written = c.signature?.returnClause.map({ typeRef($0.type) }) {
                return Self.isFullyKnown(written) && !Self.isVoid(written) ? certainResult(written) : nil
            }
            let variant = parameters.map(\.description).joined(separator: ",")
            return quietTypes.type(of: e, in: scope, variant: variant) {
                let saved = diagnostics
                defer { diagnostics = saved }
                let expected = TypeRef.function(FunctionTypeRef(parameters: parameters.map { .init(type: $0) }, result: .any))
                guard case .function(let f?)? = closure(c, expected: expected, inferringResult: true).type,
                      Self.isFullyKnown(f.result), !Self.isVoid(f.result) else { return nil }
                return certainResult(f.result)
            }
        }
        guard e.is(DeclReferenceExprSyntax.self) || e.is(MemberAccessExprSyntax.self),
              case .function(let f?)? = quietType(e), f.parameters.count == parameters.count,
              Self.isFullyKnown(f.result), !Self.isVoid(f.result) else { return nil }
        return certainResult(f.result)
    }

    /// `type` when it is certain enough to type a collection built from it (an optional or
    /// tuple of certain types included); nil otherwise.
    private func certainResult(_ type: TypeRef) -> TypeRef? {
        switch type {
        case .optional(let t): return certainResult(t).map { .optional($0) }
        case .tuple(let ts):
            let parts = ts.compactMap(certainResult)
            return parts.count == ts.count ? .tuple(parts) : nil
        case .labeledTuple(let ts, let labels):
            let parts = ts.compactMap(certainResult)
            return parts.count == ts.count ? .labeledTuple(parts, labels) : nil
        case .dictionary(let k, let v):
            guard let k = certainElementType(k), let v = certainResult(v) else { return nil }
            return .dictionary(k, v)
        default: return certainElementType(type)
        }
    }

    /// Methods of a floating-point number whose result has the receiver's type.
    static let sameTypeNumberMethods: Set<String> = ["squareRoot", "rounded", "truncatingRemainder", "remainder"]

    /// The result type of a number method that keeps its receiver's floating-point type
    /// (`2.0.squareRoot()`, `x.rounded(.down)`); nil for any other call.
    static func sameTypeNumberMethodResult(_ receiver: TypeRef?, _ name: String) -> TypeRef? {
        guard case .named(let n)? = receiver, ["Double", "Float", "CGFloat"].contains(n),
              sameTypeNumberMethods.contains(name) else { return nil }
        return receiver
    }
}

extension Compiler {
    /// Records the static type of the value `r` returns when `r` belongs to the closure whose
    /// returns are being read (not to a closure or function nested in it).
    func noteReturnedType(_ type: TypeRef?, of r: ReturnStmtSyntax) {
        guard let target = returnsRead?.closure else { return }
        var node = r.parent
        while let n = node {
            if n.is(ClosureExprSyntax.self) || n.is(FunctionDeclSyntax.self) || n.is(AccessorDeclSyntax.self)
                || n.is(InitializerDeclSyntax.self) || n.is(SubscriptDeclSyntax.self) || n.is(AccessorBlockSyntax.self) {
                if n.id == target { returnsRead?.types.append(type) }
                return
            }
            node = n.parent
        }
    }

    /// The one type every returned value has; nil when there are none, or one is not known
    /// or differs.
    static func sharedReturnType(_ types: [TypeRef?]) -> TypeRef? {
        guard let first = types.first ?? nil, types.allSatisfy({ $0?.description == first.description }) else { return nil }
        return first
    }
}
