import SwiftSyntax

/// The static types of `Array(…)`, `Set(…)` and `Dictionary(uniqueKeysWithValues:)` calls whose result type follows from their
/// arguments alone, where nothing around the call gives one: Swift infers
/// `Array(repeating: 0.0, count: 3)` as `[Double]` and `Array("ab")` as `[Character]`, so a
/// literal written into the result later takes that type (`dp[0] = 1` stores `1.0`,
/// `row[0] = "#"` a `Character`).
extension Compiler {
    /// The element type of a value of static type `type` iterated (`Character` for a
    /// `String`, `Double` for an `ArraySlice<Double>`); nil when unknown.
    static func sequenceElementType(_ type: TypeRef?) -> TypeRef? {
        switch type {
        case .array(let t)?, .set(let t)?: return t
        case .keyValuePairs(let key, let value)?: return .labeledTuple([key, value], keyValueLabels)
        // An integer range (`0..<n`, `1...4`: the only ranges typed `Range` here).
        case .named("Range")?: return .named("Int")
        case .named("String")?, .named("Substring")?: return .named("Character")
        case .named(let n)? where n.hasPrefix("ArraySlice<") && n.hasSuffix(">"):
            // `Compiler.arraySliceType` names a slice of plain elements only.
            let element = n.dropFirst("ArraySlice<".count).dropLast()
            return element.contains(where: { "<>[]():?, ".contains($0) }) ? nil : .named(String(element))
        default: return nil
        }
    }

    /// `type` when it is certain enough to type a collection built from it: a standard
    /// scalar type, a program's own concrete type, or an array or set of those; nil otherwise.
    func certainElementType(_ type: TypeRef?) -> TypeRef? {
        switch type {
        case .named(let n)?:
            if ["Int", "Double", "Float", "String", "Character", "Bool"].contains(n) { return type }
            if let t = types[n], t.kind != .protocolType, !t.isGeneric { return type }
            // A slice of plain elements (`Compiler.arraySliceType`): `["k": a[1...3]]` is a
            // `[String: ArraySlice<Int>]`, printed as Swift prints slices inside a collection.
            if Self.sequenceElementType(type) != nil, n.hasPrefix("ArraySlice<") { return type }
            return nil
        case .array(let t)?: return certainElementType(t).map { .array($0) }
        case .set(let t)?: return certainElementType(t).map { .set($0) }
        default: return nil
        }
    }

    /// The type of `Array(repeating: x, count: n)` (`repeating`), `Array(s)` or `Set(s)`
    /// (`collection`: `"Array"` or `"Set"`) from the compiled arguments, where the call has no
    /// contextual type (`expected`); nil when the context or the arguments leave it open.
    func collectionInitializerType(_ collection: String, repeating: Bool, _ arguments: [Compiled], expected: TypeRef?) -> TypeRef? {
        guard expected == nil, let first = arguments.first else { return nil }
        let element = certainElementType(repeating ? first.type : Self.sequenceElementType(first.type))
        return element.map { collection == "Set" ? .set($0) : .array($0) }
    }

    /// The one type all `arguments` have (`max(1.5, x)` of Doubles is a `Double`), when it is
    /// certain and the call has no contextual type; nil otherwise.
    func sameCertainType(_ arguments: [Compiled], expected: TypeRef?) -> TypeRef? {
        guard expected == nil, let first = certainElementType(arguments.first?.type),
              arguments.allSatisfy({ certainElementType($0.type)?.description == first.description }) else { return nil }
        return first
    }

    /// `reduce(initial, op)` on elements of type `element` with `op` one of the arithmetic
    /// operators (`[1.5, 2.5].reduce(0, +)`): the operator takes two elements, so the result
    /// is an element; nil for any other combining function.
    /// The initial result's type of `reduce(x, op)` where `op` is an operator of the program's
    /// element type (`reduce(.zero, +)`, `reduce(0, +)` on an `ExpressibleByIntegerLiteral`
    /// type): an operator of one type makes the result that type; nil otherwise.
    func reduceInitialType(_ args: [CallArg], element: TypeRef) -> TypeRef? {
        guard args.count == 2, args[0].label == nil, args[1].label == nil,
              let op = args[1].syntax.as(DeclReferenceExprSyntax.self), isOperatorName(op.baseName.text),
              case .named(let n) = element, let t = types[n], t.host == nil,
              t.selfAndSuperclasses.contains(where: { d in (methodRefsByBase[d.name + ".static." + op.baseName.text] ?? []).contains {
                  $0.paramTypes.count == 2 && $0.paramTypes.allSatisfy { $0?.description == n } } }) else { return nil }
        return element
    }

    func reduceByOperatorType(_ args: [CallArg], element: TypeRef) -> TypeRef? {
        guard args.count == 2, args[0].label == nil, args[1].label == nil,
              let op = args[1].syntax.as(DeclReferenceExprSyntax.self), ["+", "*", "-"].contains(op.baseName.text),
              case .named(let n) = element, ["Int", "Double"].contains(n) else { return nil }
        return element
    }

    /// `[K: V]` for `Dictionary(uniqueKeysWithValues: pairs)` where `pairs` is an array of
    /// `(K, V)` pairs of certain types and the call has no contextual type; nil otherwise.
    func pairsDictionaryType(_ pairs: TypeRef?, expected: TypeRef?) -> TypeRef? {
        guard expected == nil, case .array(let pair)? = pairs else { return nil }
        guard let parts = pair.tupleElements, parts.count == 2, let key = certainElementType(parts[0]), let value = certainElementType(parts[1]) else { return nil }
        return .dictionary(key, value)
    }
}
