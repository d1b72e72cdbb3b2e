import SwiftSyntax

/// The types a standard collection method hands the closure it takes, as Swift infers a
/// closure's parameters from its context: `parts.forEach { s in … }` over an
/// `[ArraySlice<Int>]` makes `s` an `ArraySlice<Int>`, `d.forEach { k, v in … }` over a
/// `[String: Double]` makes `k` a String and `v` a Double, `$0` a `(key: String, value: Double)`.
/// Without them the closure's parameters had no static type, so whatever depends on one (a
/// slice's indices, a Substring's, a literal's type beside them) went unchecked.
extension Compiler {
    /// The expected type of each of `args` of `name` called on a value of static type
    /// `receiver`: a function type for each closure written without parameter types; nil for
    /// the others, and nil altogether where the receiver's elements are not certainly known.
    /// `receiverSyntax`, where given, lets a sequence the interpreter keeps no static type for
    /// (`xs.enumerated()`, `zip(a, b)`, `d.values`: `viewElementType`) hand its elements.
    func standardClosureParameterTypes(_ receiver: TypeRef?, _ name: String, _ args: [CallArg],
                                       receiverSyntax: ExprSyntax? = nil) -> [TypeRef?]? {
        guard let element = elementType(of: receiverSyntax, typed: receiver), Self.isFullyKnown(element), namesKnownTypes(element),
              let handed = Self.closureParameters(name, args, element: element, receiver: receiver ?? .any) else { return nil }
        var types: [TypeRef?] = Array(repeating: nil, count: args.count)
        for (i, parameters) in handed {
            guard let closure = args[i].syntax.as(ClosureExprSyntax.self), !closure.hasWrittenParameterTypes else { continue }
            types[i] = .function(FunctionTypeRef(parameters: parameters, result: .any))
        }
        return types.contains { $0 != nil } ? types : nil
    }

    /// The static type of a set's or dictionary's `sorted`, `min`, `max`, `first(where:)`
    /// (`tags.sorted()` is an array of its elements, `scores.sorted { … }` an array of
    /// `(key:value:)` pairs); nil for other calls.
    static func orderedElementsResult(_ receiver: TypeRef?, _ name: String, _ args: [CallArg]) -> TypeRef? {
        let element: TypeRef
        switch receiver {
        case .set(let e)?: element = e
        case .dictionary(let key, let value)?: element = .labeledTuple([key, value], keyValueLabels)
        default: return nil
        }
        guard isFullyKnown(element) else { return nil }
        switch (name, args.map(\.label)) {
        case ("sorted", []), ("sorted", ["by"]), ("sorted", [nil]): return .array(element)
        case ("min", ["by"]), ("min", [nil]), ("max", ["by"]), ("max", [nil]), ("first", ["where"]), ("first", [nil]):
            return .optional(element)
        default: return nil
        }
    }

    /// The type of `reduce`'s integer-literal initial value where the combining function adds,
    /// subtracts, multiplies or divides it with a floating-point element: the element's type
    /// (`[Double]().reduce(0, +)` is `0.0` in Swift, which an empty array gives back), for an
    /// operator (`+`), a closure of one such operation on its two parameters
    /// (`{ $0 + $1 }`, `{ acc, x in acc * x }`) or `reduce(into:)`'s `{ $0 += $1 }`; nil otherwise.
    static func reduceLiteralSeedType(_ args: [CallArg], element: TypeRef) -> TypeRef? {
        guard case .named(let n) = element, ["Double", "Float", "CGFloat"].contains(n), args.count == 2,
              args[0].label == nil || args[0].label == "into", args[1].label == nil,
              integerLiteral(args[0].syntax) != nil else { return nil }
        let into = args[0].label == "into"
        let combine = args[1].syntax
        if !into, let op = combine.as(DeclReferenceExprSyntax.self), ["+", "-", "*", "/"].contains(op.baseName.text) { return element }
        guard let closure = combine.as(ClosureExprSyntax.self), closure.statements.count == 1,
              let body = closure.statements.first?.item.as(ExprSyntax.self),
              let infix = body.as(InfixOperatorExprSyntax.self),
              let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
              (into ? ["+=", "-=", "*=", "/="] : ["+", "-", "*", "/"]).contains(op) else { return nil }
        let names = closure.writtenParameters?.map(\.name) ?? ["$0", "$1"]
        guard names.count == 2 else { return nil }
        let operands = [infix.leftOperand, infix.rightOperand].compactMap { $0.as(DeclReferenceExprSyntax.self)?.baseName.text }
        let accumulatorFirst = operands == names
        return accumulatorFirst || (!into && operands == names.reversed()) ? element : nil
    }

    /// The type of `reduce`'s integer-literal seed where its closure decides it, as Swift types
    /// the literal: the first of Int, Double and Float for which the closure, handed an
    /// accumulator of that type and an element, compiles without error and gives that type
    /// back (`items.reduce(0) { $0 + $1.price }` with a Double `price` starts from `0.0`, so
    /// its result is a Double, even for no items); for `reduce(into:)`, whose closure changes
    /// its `inout` accumulator, the first for which it compiles without error. Not where the
    /// context types the seed (`pushReduceContext`).
    func closureDecidedSeedType(_ args: [CallArg], element: TypeRef) -> TypeRef? {
        guard args.count == 2, args[0].label == nil || args[0].label == "into", args[1].label == nil,
              literalContexts[args[0].syntax.id] == nil,
              let closure = args[1].syntax.as(ClosureExprSyntax.self), closure.signature?.returnClause == nil,
              !closure.hasWrittenParameterTypes, Self.isFullyKnown(element), namesKnownTypes(element) else { return nil }
        let seed = args[0].syntax
        let candidates: [TypeRef]
        if Self.integerLiteral(seed) != nil {
            candidates = ["Int", "Double", "Float"].map(TypeRef.named)
        } else if seed.is(FloatLiteralExprSyntax.self) {
            candidates = ["Double", "Float"].map(TypeRef.named)
        } else if literalDefaultType(seed) == nil, let certain = quietType(seed), Self.isFullyKnown(certain), namesKnownTypes(certain) {
            // A seed of a type no literal leaves open (`[Double]()`, `[Int: Int]()`, a variable).
            candidates = [certain]
        } else {
            return nil
        }
        let into = args[0].label == "into"
        for candidate in candidates {
            guard let compiled = cleanClosureType(closure, parameters: [.init(type: candidate, isInout: into), .init(type: element)]) else { continue }
            if into || compiled.result.description == candidate.description { return candidate }
        }
        return nil
    }

    /// The type of `c` handed `parameters`, where its body compiles without any diagnostic so
    /// typed; nil otherwise.
    private func cleanClosureType(_ c: ClosureExprSyntax, parameters: [FunctionTypeRef.Parameter]) -> FunctionTypeRef? {
        let variant = "clean:" + parameters.map { ($0.isInout ? "inout " : "") + $0.type.description }.joined(separator: ",")
        let type = quietTypes.type(of: ExprSyntax(c), in: scope, variant: variant) { () -> TypeRef? in
            let saved = diagnostics
            defer { diagnostics = saved }
            let expected = TypeRef.function(FunctionTypeRef(parameters: parameters, result: .any))
            guard case .function(let f?)? = closure(c, expected: expected, inferringResult: true).type,
                  diagnostics.count == saved.count else { return nil }
            return .function(f)
        }
        guard case .function(let f?)? = type else { return nil }
        return f
    }

    /// The type `reduce`'s closure (written without parameter types) takes where the
    /// accumulator's type is known: `(accumulator, element)`, the accumulator `inout` for
    /// `reduce(into:)`; for an arithmetic operator over Floats, `(Float, Float) -> Float`; nil
    /// for other operators and functions passed by name.
    static func reduceClosureType(_ args: [CallArg], accumulator: TypeRef, element: TypeRef) -> TypeRef? {
        guard args.count == 2, isFullyKnown(accumulator), isFullyKnown(element) else { return nil }
        // An arithmetic operator of two Floats (`floats.reduce(0, +)`) takes them as its operands.
        if let op = args[1].syntax.as(DeclReferenceExprSyntax.self), singlePrecisionOperators.contains(op.baseName.text),
           args[0].label == nil, isFloat(accumulator), isFloat(element) {
            return .function(FunctionTypeRef(parameters: [.init(type: accumulator), .init(type: element)], result: accumulator))
        }
        guard let closure = args[1].syntax.as(ClosureExprSyntax.self), !closure.hasWrittenParameterTypes else { return nil }
        let into = args[0].label == "into"
        return .function(FunctionTypeRef(parameters: [.init(type: accumulator, isInout: into), .init(type: element)], result: .any))
    }

    /// Whether every type `type` names is one the compiler knows (a standard type, a slice of
    /// one, a declared type), not a type parameter (`[T]`'s `T`) read as a name.
    func namesKnownTypes(_ type: TypeRef) -> Bool {
        switch type {
        case .named(let n):
            return types[n] != nil || Self.plainTypes.contains(n) || ["Character", "Substring", "Float"].contains(n)
                || IntKind(name: n) != nil || (n.hasPrefix("ArraySlice<") && Self.sequenceElementType(type) != nil)
        case .optional(let t), .array(let t), .set(let t): return namesKnownTypes(t)
        case .dictionary(let k, let v), .keyValuePairs(let k, let v): return namesKnownTypes(k) && namesKnownTypes(v)
        case .tuple(let ts), .labeledTuple(let ts, _): return ts.allSatisfy(namesKnownTypes)
        case .function, .any: return false
        }
    }

    /// What iterating a value of static type `type` gives: an array's, set's or slice's element,
    /// a String's Character, a dictionary's `(key:value:)` pair, an integer range's Int; for an optional, the value its
    /// `map` and `flatMap` hand their closure.
    static func iteratedElement(_ type: TypeRef?) -> TypeRef? {
        if case .dictionary(let key, let value)? = type { return .labeledTuple([key, value], keyValueLabels) }
        // An optional's `map` and `flatMap` hand their closure the wrapped value.
        if case .optional(let wrapped)? = type { return wrapped }
        return sequenceElementType(type)
    }

    /// For each closure argument of `name` (by argument index), the parameters it is handed.
    private static func closureParameters(_ name: String, _ args: [CallArg], element: TypeRef,
                                          receiver: TypeRef) -> [(Int, [FunctionTypeRef.Parameter])]? {
        let one = [FunctionTypeRef.Parameter(type: element)]
        if receiver.isOptional {
            return ["map", "flatMap"].contains(name) && args.map(\.label) == [nil] ? [(0, one)] : nil
        }
        switch (name, args.map(\.label)) {
        case ("forEach", [nil]), ("map", [nil]), ("compactMap", [nil]), ("flatMap", [nil]),
             ("filter", [nil]), ("allSatisfy", [nil]), ("contains", ["where"]), ("contains", [nil]),
             ("first", ["where"]), ("first", [nil]), ("last", ["where"]), ("last", [nil]),
             ("firstIndex", ["where"]), ("firstIndex", [nil]), ("lastIndex", ["where"]), ("lastIndex", [nil]),
             ("drop", ["while"]), ("drop", [nil]), ("prefix", ["while"]), ("prefix", [nil]),
             ("removeAll", ["where"]), ("removeAll", [nil]), ("partition", ["by"]), ("partition", [nil]):
            // `contains(x)`, `first` and the like without a closure are not these (checked by the caller).
            return [(0, one)]
        case ("sorted", ["by"]), ("sorted", [nil]), ("sort", ["by"]), ("sort", [nil]),
             ("min", ["by"]), ("min", [nil]), ("max", ["by"]), ("max", [nil]):
            return [(0, one + one)]
        case ("mapValues", [nil]), ("compactMapValues", [nil]):
            guard case .dictionary(_, let value) = receiver else { return nil }
            return [(0, [.init(type: value)])]
        default:
            return nil
        }
    }
}

extension ClosureExprSyntax {
    /// Whether any of the closure's parameters has a written type (`{ (x: Int) in … }`).
    var hasWrittenParameterTypes: Bool {
        guard case .parameterClause(let clause)? = signature?.parameterClause else { return false }
        return clause.parameters.contains { $0.type != nil }
    }
}
