import SwiftSyntax

/// Number literals typed through the standard generic calls around them. Swift type-checks a
/// whole expression at once, so the type a context asks for reaches the literals through the
/// type parameters of `min`/`max`/`abs`, `Array(repeating:count:)`, and an array's `max()`,
/// `first`, `sorted`, `filter`, `reduce` and `map` (whose closure ties its parameter to its
/// result): `let a: Double = [1, 2].reduce(0, +) / 4` adds `1.0` and `2.0` (0.75), and
/// `let h: [Double] = [1, 2, 3].map { $0 / 2 }` divides Doubles.
///
/// The compiler does what the type checker does, in two steps: where an expression made of
/// number literals through such calls (its "literal seed" type, `literalSeedType`) is compiled
/// with a contextual type that is that type with `Double` for `Int`, the types its parts take
/// are recorded per node (`literalContexts`), and `expr` compiles each part with its recorded
/// type, whoever compiles it. The closures' values then hold `Double`s when they run.
extension Compiler {
    /// The type `e` has when its number literals take their default types and it is made only
    /// of literals through the standard generic calls this file knows (`[3, 4].max()!` is
    /// `Int`, `[1, 2].map { $0 / 2 }` is `[Int]`, `min(1, 2.5)` is `Double`); nil otherwise.
    func literalSeedType(_ e: ExprSyntax) -> TypeRef? {
        if let t = literalDefaultType(e) { return t }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
            return literalSeedType(only.expression)
        }
        if let i = e.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           ["+", "-", "*", "/"].contains(op), globalFunctions[op] == nil {
            // `min(1, 2) / 4`: the operands share the type.
            return Self.widened([literalSeedType(i.leftOperand), literalSeedType(i.rightOperand)])
        }
        if let f = e.as(ForceUnwrapExprSyntax.self) {
            guard case .optional(let t)? = literalSeedType(f.expression) else { return nil }
            return t
        }
        if let base = indexedArray(e) {
            guard case .array(let el)? = literalSeedType(base) else { return nil }
            return el
        }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base, ["first", "last"].contains(m.declName.baseName.text) {
            guard case .array(let el)? = literalSeedType(base) else { return nil }
            return .optional(el)
        }
        if let d = e.as(DictionaryExprSyntax.self), case .elements(let pairs) = d.content {
            // `["a": 1, "b": 3]`: values of literals only, keys of a type known here.
            guard let key = pairs.first.flatMap({ literalDefaultType($0.key) ?? quietType($0.key) }),
                  let value = Self.widened(pairs.map { literalDefaultType($0.value) }) else { return nil }
            return .dictionary(key, value)
        }
        guard let call = e.as(FunctionCallExprSyntax.self), let step = literalStep(call) else { return nil }
        switch step {
        case .shared(let members):
            return Self.widened(members.map { literalSeedType($0) })
        case .repeating(let value):
            return literalSeedType(value).map { .array($0) }
        case .receiver(let base, let kind):
            guard let receiver = literalSeedType(base) else { return nil }
            switch (kind, receiver) {
            case (.element, .array(let el)): return .optional(el)
            case (.flatten, .array(.array(let el))): return .array(el)
            case (.same, .array), (.transform(false, _), .array), (.transform(false, _), .optional), (.transform(true, _), .dictionary):
                return kind.forcesDouble ? Self.integersAsDouble(receiver) : receiver
            case (.reduce(let initial, _), .array(let el)):
                let joined = literalSeedType(initial).flatMap { Self.widen(el, $0) }
                return kind.forcesDouble ? joined.map(Self.integersAsDouble) : joined
            default: return nil
            }
        }
    }

    /// How a call's result type relates to the types of its literal parts.
    enum LiteralStep {
        /// `min(a, b)`, `abs(a)`: the arguments share the result's type.
        case shared([ExprSyntax])
        /// `Array(repeating: v, count: n)`: `v` is the element.
        case repeating(ExprSyntax)
        /// A method of the receiver `base`.
        case receiver(ExprSyntax, ReceiverKind)
    }

    /// How a standard method's result type relates to its receiver's.
    enum ReceiverKind {
        /// An element of the array (`max()`, `min(by:)`, `first(where:)`): `E?` of `[E]`.
        case element
        /// The receiver's own type (`sorted()`, `filter`, `reversed()`).
        case same
        /// `flatMap { $0 }` of an array of arrays: `[E]` of `[[E]]`.
        case flatten
        /// `reduce(initial, +)` whose combining function makes the element the result's type.
        case reduce(initial: ExprSyntax, forcesDouble: Bool)
        /// `map` (of an array or optional) and `mapValues` (`values`) with a closure whose
        /// result is its parameter's type: the receiver's type with the result's element.
        case transform(values: Bool, forcesDouble: Bool)

        /// Whether the closure's arithmetic has a `Double` operand (`{ $0 / 2 * 2.0 }`), which
        /// makes the receiver's elements `Double`s whatever the context.
        var forcesDouble: Bool {
            switch self {
            case .reduce(_, let forces), .transform(_, let forces): return forces
            case .element, .same, .flatten: return false
            }
        }
    }

    /// The standard generic call `call` is, where its result's type decides its literals'; nil
    /// for any other call (one the program declares, a closure that does not tie its result to
    /// its parameter: `map { Double($0) }`).
    func literalStep(_ call: FunctionCallExprSyntax) -> LiteralStep? {
        let args = callArgs(call)
        let labels = args.map(\.label)
        if let r = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = r.baseName.text
            guard ["min", "max", "abs", "Array"].contains(name), resolve(name) == nil else { return nil }
            switch name {
            case "min", "max" where args.count >= 2 && labels.allSatisfy({ $0 == nil }) && call.trailingClosure == nil:
                return .shared(args.map(\.syntax))
            case "abs" where args.count == 1 && labels == [nil]:
                return .shared([args[0].syntax])
            case "Array" where labels == ["repeating", "count"]:
                return .repeating(args[0].syntax)
            default: return nil
            }
        }
        guard let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base else { return nil }
        switch fullName(m.declName.baseName.text, args) {
        case "max()", "min()", "max(by:)", "min(by:)", "first(where:)", "last(where:)": return .receiver(base, .element)
        case "sorted()", "sorted(by:)", "filter(_:)", "reversed()", "shuffled()", "prefix(_:)", "suffix(_:)", "dropFirst()",
             "dropLast()", "dropFirst(_:)", "dropLast(_:)":
            return .receiver(base, .same)
        case "flatMap(_:)":
            guard let c = args[0].syntax.as(ClosureExprSyntax.self), closureArithmetic(c, parameters: 1)?.isParameterItself == true else {
                return nil
            }
            return .receiver(base, .flatten)
        case "reduce(_:_:)", "reduce(into:_:)":
            let into = args[0].label == "into"
            guard let combining = into ? accumulating(args[1].syntax) : combining(args[1].syntax) else { return nil }
            return .receiver(base, .reduce(initial: args[0].syntax, forcesDouble: combining.forcesDouble))
        case "map(_:)", "compactMap(_:)", "mapValues(_:)":
            guard let c = args[0].syntax.as(ClosureExprSyntax.self), let body = closureArithmetic(c, parameters: 1),
                  !body.parameters.isEmpty else { return nil }
            return .receiver(base, .transform(values: m.declName.baseName.text == "mapValues", forcesDouble: body.forcesDouble))
        default: return nil
        }
    }

    /// `reduce`'s combining function where it gives its result the element's type: a
    /// standard arithmetic operator or `min`/`max` by name, or a closure of arithmetic on its
    /// two parameters that uses the element (`{ $0 + $1 * 2 }`); nil otherwise.
    private func combining(_ f: ExprSyntax) -> ClosureArithmetic? {
        if let r = f.as(DeclReferenceExprSyntax.self) {
            let name = r.baseName.text
            let standard = ["+", "-", "*", "/"].contains(name) ? globalFunctions[name] == nil
                : ["min", "max"].contains(name) && resolve(name) == nil
            return standard ? ClosureArithmetic(parameters: [0, 1]) : nil
        }
        guard let c = f.as(ClosureExprSyntax.self), let body = closureArithmetic(c, parameters: 2),
              body.parameters.contains(1) else { return nil }
        return body
    }

    /// What a closure's arithmetic is made of.
    struct ClosureArithmetic {
        /// The parameters (by position) among its operands.
        var parameters: Set<Int> = []
        /// Whether a `Double` is among its operands (a literal or a value of a known type).
        var forcesDouble = false
        /// Whether it is its parameter alone (`{ $0 }`).
        var isParameterItself = false

        func union(_ o: ClosureArithmetic) -> ClosureArithmetic {
            ClosureArithmetic(parameters: parameters.union(o.parameters), forcesDouble: forcesDouble || o.forcesDouble)
        }
    }

    /// What the one expression of a closure of `parameters` parameters is made of, when it is
    /// standard arithmetic on them, number literals and `Double` values (`{ $0 / 2 }`,
    /// `{ x in -x * scale }`); nil when it has any other operand (a call, a member, an `Int`).
    func closureArithmetic(_ c: ClosureExprSyntax, parameters: Int) -> ClosureArithmetic? {
        closureExpression(c, parameters: parameters).flatMap { arithmetic($0.body, $0.names) }
    }

    /// `reduce(into:_:)`'s closure where it adds (subtracts, multiplies, divides) arithmetic
    /// on the element to the accumulator (`{ $0 += $1 }`, `{ sum, n in sum += n * 2 }`), which
    /// makes the element the accumulator's type; nil otherwise.
    private func accumulating(_ f: ExprSyntax) -> ClosureArithmetic? {
        guard let c = f.as(ClosureExprSyntax.self), let (body, names) = closureExpression(c, parameters: 2),
              let i = body.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
              ["+=", "-=", "*=", "/="].contains(op), globalFunctions[op] == nil,
              i.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text == names[0],
              let added = arithmetic(i.rightOperand, names), added.parameters.contains(1) else { return nil }
        return added
    }

    /// The one expression of a closure of `parameters` parameters (also after `return`), with
    /// the parameters' names (`$0`… when it names none).
    private func closureExpression(_ c: ClosureExprSyntax, parameters: Int) -> (body: ExprSyntax, names: [String])? {
        var names: [String] = (0..<parameters).map { "$\($0)" }
        if let clause = c.signature?.parameterClause {
            switch clause {
            case .simpleInput(let list):
                guard list.count == parameters else { return nil }
                names = list.map(\.name.text)
            case .parameterClause(let list):
                // `(x) in`, `(acc, x) in`: names alone; a written type or result decides
                // the types itself, which is not followed here.
                guard list.parameters.count == parameters, c.signature?.returnClause == nil,
                      list.parameters.allSatisfy({ $0.type == nil }) else { return nil }
                names = list.parameters.map(\.firstName.text)
            }
        }
        guard c.statements.count == 1, let only = c.statements.first else { return nil }
        if case .expr(let e) = only.item { return (e, names) }
        if case .stmt(let s) = only.item, let r = s.as(ReturnStmtSyntax.self), let e = r.expression { return (e, names) }
        return nil
    }

    /// What `e` is made of, when it is `+ - * /`, negation, parentheses and conditionals'
    /// branches on the `names`, number literals and `Double` values; nil for any other operand.
    private func arithmetic(_ e: ExprSyntax, _ names: [String]) -> ClosureArithmetic? {
        if let t = literalDefaultType(e) { return ClosureArithmetic(forcesDouble: t.description == "Double") }
        if let r = e.as(DeclReferenceExprSyntax.self), let p = names.firstIndex(of: r.baseName.text) {
            return ClosureArithmetic(parameters: [p], isParameterItself: true)
        }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
            return arithmetic(only.expression, names)
        }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "-" {
            return arithmetic(p.expression, names).map { ClosureArithmetic().union($0) }
        }
        if let t = e.as(TernaryExprSyntax.self) {
            guard let a = arithmetic(t.thenExpression, names), let b = arithmetic(t.elseExpression, names) else { return nil }
            return a.union(b)
        }
        if let i = e.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            guard ["+", "-", "*", "/"].contains(op), globalFunctions[op] == nil,
                  let l = arithmetic(i.leftOperand, names), let r = arithmetic(i.rightOperand, names) else { return nil }
            return l.union(r)
        }
        // Another operand: a `Double` value decides the parameters' type (`{ $0 / 2 * scale }`).
        guard !mentions(e, names), quietType(e)?.description == "Double" else { return nil }
        return ClosureArithmetic(forcesDouble: true)
    }

    /// Whether `e` uses one of `names`.
    private func mentions(_ e: ExprSyntax, _ names: [String]) -> Bool {
        e.tokens(viewMode: .sourceAccurate).contains { names.contains($0.text) }
    }

    /// The literal types widened into one; nil when one is missing or they share none.
    static func widened(_ types: [TypeRef?]) -> TypeRef? {
        guard var joined = types.first ?? nil else { return nil }
        for t in types.dropFirst() {
            guard let t, let w = widen(joined, t) else { return nil }
            joined = w
        }
        return joined
    }

    /// The type `e` takes in a context expecting `expected`, when that context changes the
    /// type its literals take through standard generic calls (`Double` for `[1, 2].max()!`
    /// where a `Double` is expected); the types of its parts are then recorded for `expr`.
    /// Nil where the context changes nothing (a literal alone, the default type, no context).
    func pushLiteralContext(_ e: ExprSyntax, expected: TypeRef?) -> TypeRef? {
        if expected == nil {
            // Without a context only a closure's `Double` or `reduce`'s initial value can type
            // the literals.
            guard let name = e.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                  ["map", "compactMap", "mapValues", "reduce"].contains(name) else { return nil }
        }
        let shapes: [SyntaxKind] = [.functionCallExpr, .forceUnwrapExpr, .memberAccessExpr, .tupleExpr, .subscriptCallExpr]
        guard shapes.contains(e.kind), literalDefaultType(e) == nil else { return nil }
        guard let seed = literalSeedType(e) else {
            refuseUnfollowedLiteralContext(e, expected: expected)
            return nil
        }
        let floating = Self.integersAsDouble(seed)
        let target: TypeRef
        if let expected, !Self.holdsNoInteger(seed), floating.description == expected.description {
            target = expected
        } else if case .optional(let wrapped)? = expected, !Self.holdsNoInteger(seed), floating.description == wrapped.description {
            target = wrapped
        } else if let call = e.as(FunctionCallExprSyntax.self), case .receiver(let base, _)? = literalStep(call), Self.holdsNoInteger(seed),
                  let receiver = literalSeedType(base), !Self.holdsNoInteger(receiver) {
            // `[1, 2, 3].map { $0 / 2 * 2.0 }`, `[1, 2].reduce(0.0) { $0 + $1 / 2 }`: a `Double`
            // in the closure or the initial value types the receiver's literals.
            target = seed
        } else {
            return nil
        }
        recordLiteralParts(of: e, as: target)
        return target
    }

    /// Records the types the parts of `e` (a literal seed) take when `e` has type `t`.
    private func recordLiteralParts(of e: ExprSyntax, as t: TypeRef) {
        if let base = indexedArray(e) {
            literalContexts[base.id] = .array(t)
        } else if let p = e.as(TupleExprSyntax.self), p.elements.count == 1, let only = p.elements.first {
            literalContexts[only.expression.id] = t
        } else if let f = e.as(ForceUnwrapExprSyntax.self) {
            literalContexts[f.expression.id] = .optional(t.unwrappedOptional)
        } else if let m = e.as(MemberAccessExprSyntax.self), let base = m.base {
            literalContexts[base.id] = .array(t.unwrappedOptional)
        } else if let call = e.as(FunctionCallExprSyntax.self), let step = literalStep(call) {
            switch step {
            case .shared(let members): for m in members { literalContexts[m.id] = t }
            case .repeating(let value): if case .array(let el) = t { literalContexts[value.id] = el }
            case .receiver(let base, .element): literalContexts[base.id] = .array(t.unwrappedOptional)
            case .receiver(let base, .flatten): literalContexts[base.id] = .array(t)
            case .receiver(let base, .same), .receiver(let base, .transform): literalContexts[base.id] = t
            case .receiver(let base, .reduce(let initial, _)):
                literalContexts[base.id] = .array(t)
                literalContexts[initial.id] = t
            }
        }
    }

    /// Whether `e`, made of number literals through standard generic calls, takes the type of
    /// the operand `other` beside it: `other`'s own type is `e`'s with `Double` for `Int`
    /// (`[1, 2].sorted() + [0.5]` is `[1.0, 2.0, 0.5]`).
    func takesOtherOperandsType(_ e: ExprSyntax, beside other: ExprSyntax) -> Bool {
        guard !isIntLiteral(e), literalDefaultType(e) == nil, let seed = literalSeedType(e), !Self.holdsNoInteger(seed),
              let own = literalSeedType(other) ?? quietType(other) else { return false }
        return Self.integersAsDouble(seed).description == own.description
    }

    /// Whether `e` is `map` of an array of integer literals with a closure computing an `Int`
    /// from its parameter (`[1, 2].map { $0 / 2 }`): beside an array literal of `Double`s
    /// swiftc makes its result `[Any]` rather than its literals `Double`s.
    func mapsIntegerLiteralsThroughOperation(_ e: ExprSyntax) -> Bool {
        guard let call = e.as(FunctionCallExprSyntax.self), case .receiver(let base, .transform(false, false))? = literalStep(call),
              case .array(let el)? = literalSeedType(base), el.description == "Int",
              let closure = callArgs(call).first?.syntax.as(ClosureExprSyntax.self) else { return false }
        return closureArithmetic(closure, parameters: 1)?.isParameterItself == false
    }

    /// The array `e` reads one element of by an `Int` index (`[1, 2, 3][i]`); nil otherwise.
    private func indexedArray(_ e: ExprSyntax) -> ExprSyntax? {
        guard let s = e.as(SubscriptCallExprSyntax.self), s.arguments.count == 1, let index = s.arguments.first, index.label == nil,
              (literalDefaultType(index.expression) ?? quietType(index.expression))?.description == "Int" else { return nil }
        return s.calledExpression
    }

    /// Refuses `e` where a floating context would type its integer literals through a standard
    /// member or function the typing above does not follow (`Set([1, 2]).max()! / 4`,
    /// `[[1], [2]].joined().reduce(0, +) / 4`, `[1, 2].lazy.map { $0 / 2 }` where a `Double` is
    /// expected), rather than leave them `Int`s. Only through steps that keep the element type,
    /// so a step that decides it (`map { Double($0) }`, `count`) stops the search.
    private func refuseUnfollowedLiteralContext(_ e: ExprSyntax, expected: TypeRef?) {
        guard let expected, Self.holdsFloating(expected) else { return }
        let holdsIntegerLiterals = { (x: ExprSyntax) in self.literalSeedType(x).map(Self.holdsNoInteger) == false }
        var cur = e
        while true {
            if let u = cur.as(ForceUnwrapExprSyntax.self) { cur = u.expression; continue }
            if let base = indexedArray(cur) { cur = base; continue }
            if let m = cur.as(MemberAccessExprSyntax.self), let base = m.base {
                let name = m.declName.baseName.text
                if ["first", "last"].contains(name) { cur = base; continue }
                if name == "lazy", holdsIntegerLiterals(base) { break }
                return
            }
            guard let call = cur.as(FunctionCallExprSyntax.self) else { return }
            if case .receiver(let base, _)? = literalStep(call) { cur = base; continue }
            if let r = call.calledExpression.as(DeclReferenceExprSyntax.self), ["Set", "zip"].contains(r.baseName.text),
               resolve(r.baseName.text) == nil, call.arguments.contains(where: { holdsIntegerLiterals($0.expression) }) {
                break
            }
            if let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base,
               ["joined()", "randomElement()"].contains(fullName(m.declName.baseName.text, callArgs(call))), holdsIntegerLiterals(base) {
                break
            }
            return
        }
        error(cur, "unsupported", "integer literals typed by the context through '\(cur.trimmedText.prefix(40))' are not supported yet")
    }

    /// Whether `t` has `Double`, `Float` or `CGFloat` in it.
    static func holdsFloating(_ t: TypeRef) -> Bool {
        switch t {
        case .named(let n): return ["Double", "Float", "CGFloat"].contains(n)
        case .array(let e), .optional(let e), .set(let e): return holdsFloating(e)
        case .dictionary(_, let v): return holdsFloating(v)
        case .tuple(let ts), .labeledTuple(let ts, _): return ts.contains(where: holdsFloating)
        default: return false
        }
    }
}
