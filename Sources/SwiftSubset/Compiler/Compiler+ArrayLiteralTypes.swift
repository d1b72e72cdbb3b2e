import SwiftSyntax

/// Literals of a program's type that conforms to `ExpressibleByArrayLiteral`
/// (`let s: Multiset<String> = ["a", "b"]`) or to the number, string and Boolean literal
/// protocols (`let m: Meters = 5`): Swift calls the type's `init(arrayLiteral:)`,
/// `init(integerLiteral:)`… with the literal, so the literal is compiled as that call.
extension Compiler {
    /// The literal protocols a program's type may adopt in its declaration, because literals
    /// of the type are made through the protocol's initialiser.
    static let adoptableLiteralProtocols: Set<String> = [
        "ExpressibleByArrayLiteral", "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral",
        "ExpressibleByStringLiteral", "ExpressibleByBooleanLiteral", "ExpressibleByDictionaryLiteral",
    ]

    /// The call of `init(integerLiteral:)`, `init(floatLiteral:)`, `init(stringLiteral:)` or
    /// `init(booleanLiteral:)` a number, string or Boolean literal makes when `expected` names
    /// a program type adopting the protocol (`let m: Meters = 5`); nil for any other context.
    /// A negative number (`-5`) is one literal, as in Swift. A string with interpolations
    /// needs `ExpressibleByStringInterpolation`: refused. An optional of the type makes the
    /// same call (`let m: Meters? = 5`, `[Meters?]`), the binding wrapping its value.
    func scalarLiteralOfProgramType(_ e: ExprSyntax, expected: TypeRef?) -> Compiled? {
        guard case .named(let name)? = expected?.unwrappedOptional, let t = types[name], t.kind != .protocolType, t.kind != .builtin else { return nil }
        var number = e
        if let negative = e.as(PrefixOperatorExprSyntax.self), negative.operator.text == "-" { number = negative.expression }
        let label: String
        if number.is(IntegerLiteralExprSyntax.self), t.adopts("ExpressibleByIntegerLiteral") {
            label = "integerLiteral"
        } else if number.is(IntegerLiteralExprSyntax.self) || number.is(FloatLiteralExprSyntax.self), t.adopts("ExpressibleByFloatLiteral") {
            label = "floatLiteral"
        } else if number.id == e.id, let s = e.as(StringLiteralExprSyntax.self), t.adopts("ExpressibleByStringLiteral") {
            if s.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) }) {
                error(e, "unsupported", "an interpolated string literal of '\(name)' is not supported yet")
                return Compiled { _ throws(Interrupt) in .void }
            }
            label = "stringLiteral"
        } else if number.id == e.id, e.is(BooleanLiteralExprSyntax.self), t.adopts("ExpressibleByBooleanLiteral") {
            label = "booleanLiteral"
        } else {
            return nil
        }
        // The literal is the initialiser's argument: its own context (`Compiler+LiteralContexts`)
        // is this call's.
        let context = literalContexts.removeValue(forKey: e.id)
        defer { if let context { literalContexts[e.id] = context } }
        return construct(t, [CallArg(label: label, syntax: e, isTrailing: false)], node: e)
    }

    /// The call of `init(arrayLiteral:)` an array literal makes when `expected` names a
    /// program type conforming to `ExpressibleByArrayLiteral`; nil for any other context.
    func arrayLiteralOfProgramType(_ a: ArrayExprSyntax, expected: TypeRef?) -> Compiled? {
        guard case .named(let name)? = expected, let t = types[name], t.adopts("ExpressibleByArrayLiteral") else { return nil }
        guard !a.elements.isEmpty else {
            error(a, "unsupported", "an empty array literal of '\(name)' is not supported yet")
            return Compiled { _ throws(Interrupt) in .void }
        }
        let args = a.elements.enumerated().map { i, element in
            CallArg(label: i == 0 ? "arrayLiteral" : nil, syntax: element.expression, isTrailing: false)
        }
        return construct(t, args, node: a)
    }

    /// The call of `init(dictionaryLiteral:)` a dictionary literal makes when `expected` names
    /// a program type conforming to `ExpressibleByDictionaryLiteral` (`let b: Bag = ["a": 1]`):
    /// its pairs passed as the variadic parameter's tuples; nil for any other context.
    func dictionaryLiteralOfProgramType(_ d: DictionaryExprSyntax, expected: TypeRef?) -> Compiled? {
        // Where an optional of the type is expected (`let h: Headers? = [:]`), the value is wrapped.
        if case .optional(let wrapped)? = expected, let made = dictionaryLiteralOfProgramType(d, expected: wrapped) {
            let run = made.run
            return Compiled({ env throws(Interrupt) in .optional(try run(env)) }, expected)
        }
        guard case .named(let name)? = expected, let t = types[name], t.kind != .protocolType, t.kind != .builtin,
              t.adopts("ExpressibleByDictionaryLiteral") else { return nil }
        let full = "init(dictionaryLiteral:)"
        guard let ref = methodRefs[name + "." + full], ref.variadicIndex == 0 else {
            error(d, "unsupported", "a dictionary literal of '\(name)' without its own 'init(dictionaryLiteral:)' is not supported yet")
            return Compiled { _ throws(Interrupt) in .void }
        }
        var pairTypes: [TypeRef?] = [nil, nil]
        if case .array(.tuple(let kv))? = ref.paramTypes.first ?? nil, kv.count == 2 { pairTypes = kv }
        func part(_ e: ExprSyntax, _ type: TypeRef?) -> Expr {
            let run = expr(e, expected: type).run
            guard let type, type.needsCoercion else { return run }
            return { env throws(Interrupt) in coerce(try run(env), to: type) }
        }
        var pairs: [(key: Expr, value: Expr)] = []
        if case .elements(let list) = d.content {
            pairs = list.map { (part($0.key, pairTypes[0]), part($0.value, pairTypes[1])) }
        }
        let ctx = self.ctx
        return Compiled({ env throws(Interrupt) in
            var items: [Value] = []
            for pair in pairs { items.append(.tuple([try pair.key(env), try pair.value(env)], labels: [nil, nil])) }
            return try Construction.construct(t, name: full, [.array(items)], ctx: ctx)
        }, .named(name))
    }
}
