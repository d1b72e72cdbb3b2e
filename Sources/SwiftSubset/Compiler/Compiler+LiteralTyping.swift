import SwiftSyntax

/// Number literals typed by context as Swift types them. Expressions that must share one type
/// (an array literal's elements, a dictionary literal's keys or values, a ternary's branches,
/// the arguments bound to one type parameter) take the type Swift infers for all of them: an
/// integer literal among `Double`s is a `Double` (`[1, 2.5]` is `[1.0, 2.5]`). Where one of
/// them has a type the compiler does not know and an integer literal could have to take it,
/// the construct is refused rather than guessed.
extension TypeRef {
    /// The type an optional wraps; the type itself when not optional.
    var unwrappedOptional: TypeRef { if case .optional(let t) = self { return t } else { return self } }
    /// A tuple type's element types (labelled or not); nil for any other type.
    var tupleElements: [TypeRef]? {
        switch self {
        case .tuple(let ts), .labeledTuple(let ts, _): return ts
        default: return nil
        }
    }
}

extension Compiler {
    /// The type a literal-only expression has when nothing around it decides (`1` is `Int`,
    /// `2.5` and `1 + 0.5` are `Double`, `[[1], [2.5]]` is `[[Double]]`); nil when `e` is not
    /// made of number literals only. With `genericResults`, a call bound by number literals
    /// alone counts as one at any depth (`[[id(1)], [2.5]]`, `literalBoundResultType`); with
    /// `textInTuples`, a tuple of number literals may hold string and Boolean literals too.
    func literalDefaultType(_ e: ExprSyntax, genericResults: Bool = false, textInTuples: Bool = false) -> TypeRef? {
        if genericResults, let t = literalBoundResultType(e) { return t }
        if e.is(IntegerLiteralExprSyntax.self) { return .named("Int") }
        if e.is(FloatLiteralExprSyntax.self) { return .named("Double") }
        if let p = e.as(PrefixOperatorExprSyntax.self), ["-", "+"].contains(p.operator.text) {
            return literalDefaultType(p.expression, genericResults: genericResults, textInTuples: textInTuples)
        }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
            return literalDefaultType(only.expression, genericResults: genericResults, textInTuples: textInTuples)
        }
        if let t = e.as(TupleExprSyntax.self), t.elements.count > 1, t.elements.allSatisfy({ $0.label == nil }) {
            // A string or Boolean literal beside number literals keeps its type (`[(1, "a"),
            // (2.5, "b")]` is `[(Double, String)]`).
            let types = t.elements.compactMap {
                literalDefaultType($0.expression, genericResults: genericResults, textInTuples: textInTuples) ?? Self.textOrBooleanLiteralType($0.expression)
            }
            guard types.count == t.elements.count, textInTuples || !types.contains(where: Self.isTextOrBoolean),
                  types.contains(where: { !Self.isTextOrBoolean($0) }) else { return nil }
            return .tuple(types)
        }
        if let i = e.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self),
           ["+", "-", "*", "/"].contains(op.operator.text),
           let l = literalDefaultType(i.leftOperand, genericResults: genericResults, textInTuples: textInTuples),
           let r = literalDefaultType(i.rightOperand, genericResults: genericResults, textInTuples: textInTuples) {
            return Self.widen(l, r)
        }
        if let t = e.as(TernaryExprSyntax.self), let a = literalDefaultType(t.thenExpression, genericResults: genericResults, textInTuples: textInTuples),
           let b = literalDefaultType(t.elseExpression, genericResults: genericResults, textInTuples: textInTuples) {
            return Self.widen(a, b)
        }
        if let a = e.as(ArrayExprSyntax.self), !a.elements.isEmpty {
            var joined: TypeRef? = nil
            for el in a.elements {
                guard let t = literalDefaultType(el.expression, genericResults: genericResults, textInTuples: textInTuples) else { return nil }
                guard let j = joined else { joined = t; continue }
                guard let w = Self.widen(j, t) else { return nil }
                joined = w
            }
            return joined.map { .array($0) }
        }
        return nil
    }

    /// `String` for a string literal without interpolation, `Bool` for `true` or `false`.
    private static func textOrBooleanLiteralType(_ e: ExprSyntax) -> TypeRef? {
        if e.is(BooleanLiteralExprSyntax.self) { return .named("Bool") }
        guard let s = e.as(StringLiteralExprSyntax.self), s.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) else { return nil }
        return .named("String")
    }

    private static func isTextOrBoolean(_ t: TypeRef) -> Bool {
        if case .named(let n) = t { return n == "String" || n == "Bool" }
        return false
    }

    /// The one type two literal-only types take together: `Int` and `Double` give `Double`,
    /// element by element in arrays; nil when they cannot share one.
    static func widen(_ a: TypeRef, _ b: TypeRef) -> TypeRef? {
        switch (a, b) {
        case (.named(let x), .named(let y)):
            if x == y { return a }
            return Set([x, y]) == ["Int", "Double"] ? .named("Double") : nil
        case (.array(let x), .array(let y)): return widen(x, y).map { .array($0) }
        case (.tuple(let xs), .tuple(let ys)) where xs.count == ys.count:
            let ws = zip(xs, ys).compactMap { widen($0, $1) }
            return ws.count == xs.count ? .tuple(ws) : nil
        default: return nil
        }
    }

    /// What the members of a group that must share one type take.
    enum SharedType {
        /// Literals keep their own types (nothing to convert).
        case unchanged
        /// Every member takes this type (literals among them are converted to it).
        case type(TypeRef)
        /// An integer literal shares its type with a value whose type is not known here.
        case unknown
    }

    /// The type shared by `members` (expressions) and `others` (static types of members that
    /// are not written here, nil when unknown): the known type of a non-literal member (an
    /// optional one first), else the literals' types widened together.
    /// `genericResults`: a call of a generic function whose result is a type parameter bound
    /// by number literals alone (`id(1)`) counts as a literal, as in a collection literal or
    /// a conditional's branches, where Swift binds it to the type they share (`[id(1), 2.5]`
    /// is `[1.0, 2.5]`).
    func sharedType(of members: [ExprSyntax], others: [TypeRef?] = [], genericResults: Bool = false) -> SharedType {
        let literalType = { (m: ExprSyntax) -> TypeRef? in
            self.literalDefaultType(m, genericResults: genericResults, textInTuples: true) ?? self.literalSeedType(m)
        }
        let literalTypes = members.compactMap(literalType)
        guard !literalTypes.isEmpty else { return .unchanged }
        var known: [TypeRef] = []
        var unknown = false, hasNil = false, nilArrays = false
        for m in members where literalType(m) == nil {
            if m.is(NilLiteralExprSyntax.self) { hasNil = true; continue }
            if Self.isEmptyCollectionLiteral(m) { continue }
            if Self.isNilArrayLiteral(m) { nilArrays = true; continue }
            if let t = quietType(m) { known.append(t) } else { unknown = true }
        }
        for t in others { if let t { known.append(t) } else { unknown = true } }
        if nilArrays {
            // `[[1], 2, [[nil]]]`, `[2, [nil]]`: literals that share no type among themselves,
            // or are plain numbers, share none with an array of `nil`s; they keep their own
            // (the whole is `[Any?]`).
            let joined = literalTypes.dropFirst().reduce(Optional(literalTypes[0])) { j, t in j.flatMap { Self.widen($0, t) } }
            let heterogeneous: Bool
            if case .named? = joined { heterogeneous = true } else { heterogeneous = joined == nil }
            return known.isEmpty && !unknown && heterogeneous ? .unchanged : .unknown
        }
        var shared: TypeRef
        if let t = known.first(where: \.isOptional) ?? known.first {
            shared = t
        } else if unknown {
            return literalTypes.allSatisfy(Self.holdsNoInteger) && !hasNil ? .unchanged : .unknown
        } else {
            shared = literalTypes[0]
            for t in literalTypes.dropFirst() {
                guard let w = Self.widen(shared, t) else { return .unchanged }
                shared = w
            }
        }
        if hasNil, !shared.isOptional { shared = .optional(shared) }
        return literalTypes.allSatisfy({ $0.description == shared.description }) ? .unchanged : .type(shared)
    }

    /// An array literal of `nil`s only, at any depth (`[nil]`, `[[nil]]`).
    private static func isNilArrayLiteral(_ e: ExprSyntax) -> Bool {
        guard let a = e.as(ArrayExprSyntax.self), !a.elements.isEmpty else { return false }
        return a.elements.allSatisfy { $0.expression.is(NilLiteralExprSyntax.self) || isNilArrayLiteral($0.expression) }
    }

    /// `[]` or `[:]`, which take whatever type the others share (and alone, no type at all).
    static func isEmptyCollectionLiteral(_ e: ExprSyntax) -> Bool {
        if let a = e.as(ArrayExprSyntax.self) { return a.elements.isEmpty }
        if let d = e.as(DictionaryExprSyntax.self), case .colon = d.content { return true }
        return false
    }

    /// Whether a literal's default type has no `Int` in it (so no other type can change it).
    static func holdsNoInteger(_ t: TypeRef) -> Bool {
        switch t {
        case .named(let n): return n != "Int"
        case .array(let e), .optional(let e): return holdsNoInteger(e)
        case .dictionary(_, let v): return holdsNoInteger(v)
        case .tuple(let ts), .labeledTuple(let ts, _): return ts.allSatisfy(holdsNoInteger)
        default: return true
        }
    }

    /// The shared type of a group, or nil after refusing it at `node` when an integer literal
    /// would share a type the compiler does not know, or when the group's literals are typed
    /// through a member or subscript of a value passed as `Any` (Swift then gives them `Any`:
    /// `print([1, 2.5][0])` prints `1`, while `let x = [1, 2.5][0]` is `1.0`).
    func sharedLiteralType(of members: [ExprSyntax], others: [TypeRef?] = [], at node: ExprSyntax,
                           genericResults: Bool = false) -> TypeRef? {
        switch sharedType(of: members, others: others, genericResults: genericResults) {
        case .unchanged: return nil
        case .unknown:
            error(node, "unsupported",
                  "an integer literal sharing its type with a value whose type is not known here is not supported yet")
            return nil
        case .type(let t):
            if chainEndsInAnyContext(node) {
                error(node, "unsupported",
                      "number literals of mixed types used through a member or subscript as 'Any' are not supported yet")
                return nil
            }
            return t
        }
    }

    /// The default type of the number literals that alone bind the result of a call of a
    /// program's generic function returning its type parameter (`id(1)`, `pair(1, 2.5)` for
    /// `func pair<T>(_ a: T, _ b: T) -> T`: `Double`); nil for any other expression.
    func literalBoundResultType(_ e: ExprSyntax) -> TypeRef? {
        guard let call = e.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
              case .functions(let refs, _)? = resolve(callee.baseName.text), refs.count == 1,
              let result = refs[0].resultTypeParameter, !result.inArray,
              call.arguments.count == refs[0].labels.count else { return nil }
        var joined: TypeRef? = nil
        for (p, use) in refs[0].typeParameterUses where use.name == result.name {
            guard !use.inArray, p < call.arguments.count,
                  let t = literalDefaultType(call.arguments[call.arguments.index(at: p)].expression) else { return nil }
            guard let j = joined else { joined = t; continue }
            guard let w = Self.widen(j, t) else { return nil }
            joined = w
        }
        return joined
    }

    /// Whether `e` is the base of a postfix chain whose first step gives one of its elements
    /// (`e[0]`, `e.first!`) and whose whole value is passed where `Any` is expected: Swift then
    /// binds the element type to `Any`. Other steps (`e.count`, `e.map { … }`) keep the join.
    private func chainEndsInAnyContext(_ e: ExprSyntax) -> Bool {
        let step = e.parent
        let givesElement = step?.is(SubscriptCallExprSyntax.self) == true
            || step?.as(MemberAccessExprSyntax.self).map { Self.elementMembers.contains($0.declName.baseName.text) } == true
        guard givesElement else { return false }
        var top = e
        while !isChainTop(top), let parent = top.parent?.as(ExprSyntax.self) { top = parent }
        return top.id != e.id && anyContexts.contains(top.id)
    }

    /// Members of a collection that give one of its elements (or keys or values).
    static let elementMembers: Set<String> = [
        "first", "last", "randomElement", "popLast", "popFirst", "removeFirst", "removeLast", "values", "keys",
    ]
}

/// A type parameter as a parameter's or property's type: `T` itself, or the element of `[T]`
/// (or of a variadic `T...`).
struct TypeParameterUse {
    let name: String
    let inArray: Bool
    /// Whether it is a variadic parameter's (each argument is one element).
    var isVariadic = false
    /// Whether the parameter is constrained (then `Any` cannot bind it).
    let constrained: Bool
    /// Whether it is a type parameter of the method's type, which the receiver binds.
    var boundByReceiver = false
}

extension Compiler {
    /// How `type` uses one of `parameters` (type parameter names with whether each is
    /// constrained); nil when it is not one of them or an array of one.
    static func typeParameterUse(_ type: TypeSyntax?, variadic: Bool = false, _ parameters: [String: Bool]) -> TypeParameterUse? {
        guard var type else { return nil }
        var inArray = variadic
        if let a = type.as(ArrayTypeSyntax.self), !variadic { type = a.element; inArray = true }
        guard let i = type.as(IdentifierTypeSyntax.self), i.genericArgumentClause == nil,
              let constrained = parameters[i.name.text] else { return nil }
        return TypeParameterUse(name: i.name.text, inArray: inArray, isVariadic: variadic, constrained: constrained)
    }

    /// Type parameter names, none of them constrained.
    static func unconstrained(_ names: [String]) -> [String: Bool] {
        Dictionary(names.map { ($0, false) }, uniquingKeysWith: { a, _ in a })
    }

    /// The type parameters a generic clause declares, each with whether it is constrained.
    static func typeParameterNames(_ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?) -> [String: Bool] {
        var names: [String: Bool] = [:]
        for p in (clause?.parameters).elementsOrEmpty { names[p.name.text] = p.inheritedType != nil }
        for r in (whereClause?.requirements).elementsOrEmpty {
            if case .conformanceRequirement(let c) = r.requirement, let n = c.leftType.as(IdentifierTypeSyntax.self)?.name.text,
               names[n] != nil {
                names[n] = true
            }
        }
        return names
    }

    /// Records on `ref` which of its parameters (and its result) a call binds to a type
    /// parameter among `parameters`.
    static func recordTypeParameterUses(_ ref: FunctionRef, _ params: FunctionParameterListSyntax, result: TypeSyntax?,
                                        _ parameters: [String: Bool], boundByReceiver: Bool = false) {
        guard !parameters.isEmpty else { return }
        for (i, p) in params.enumerated() {
            if var use = typeParameterUse(p.type, variadic: p.ellipsis != nil, parameters) {
                use.boundByReceiver = boundByReceiver
                ref.typeParameterUses[i] = use
            } else if !boundByReceiver, let f = functionTypeSyntax(p.type) {
                let mentions = Set(f.tokens(viewMode: .sourceAccurate).map(\.text).filter { parameters[$0] != nil })
                if !mentions.isEmpty { ref.functionTypedParameters[i] = (f, mentions) }
            }
        }
        ref.resultTypeParameter = typeParameterUse(result, parameters)
    }

    /// The parameter types a call passes its arguments with, once the arguments bound to
    /// one type parameter have been given the type they share: `pair(1, 2.5)` for
    /// `func pair<T>(_ a: T, _ b: T)` passes `1.0`. A type parameter's own parameters are
    /// otherwise passed without a contextual type (not as `Any`: `show(c ? 1 : 2.5)` binds
    /// `T` to `Double`). Passed as `Any`, an unconstrained `T` that is also the result is
    /// `Any` (`print(first(1, 2.5))` prints `1`), and its arguments keep their own types.
    func boundParameterTypes(_ paramTypes: [TypeRef?], uses: [Int: TypeParameterUse], result: TypeParameterUse?,
                             mapping: [Int], _ args: [CallArg], expected: TypeRef?, node: ExprSyntax) -> [TypeRef?] {
        let uses = uses.filter { !$0.value.boundByReceiver }
        guard !uses.isEmpty else { return paramTypes }
        var types = paramTypes
        for (p, use) in uses where p < types.count {
            if case .any? = types[p] { types[p] = nil }
            if use.inArray, case .array(.any)? = types[p] { types[p] = nil }
        }
        var groups: [String: (members: [ExprSyntax], others: [TypeRef?], params: Set<Int>)] = [:]
        for (a, p) in mapping.enumerated() where a < args.count {
            guard let use = uses[p] else { continue }
            var g = groups[use.name] ?? ([], [], [])
            g.params.insert(p)
            let syntax = args[a].syntax
            if !use.inArray || use.isVariadic {
                g.members.append(syntax)
            } else if let array = syntax.as(ArrayExprSyntax.self) {
                g.members += array.elements.map(\.expression)
            } else if case .array(let el)? = quietType(syntax) {
                g.others.append(el)
            } else {
                g.others.append(nil)
            }
            groups[use.name] = g
        }
        for (name, g) in groups {
            let passedAsAny = { if case .any? = expected { true } else { anyContexts.contains(node.id) } }()
            // An optional argument binds `T` to its type even where the result is used as `Any`
            // (`same(n, 5) as Any` with `n: Int?` gives `Optional(5)`).
            let bindsOptional = g.members.contains { literalDefaultType($0) == nil && quietType($0)?.isOptional == true }
            if passedAsAny, !bindsOptional, let result, result.name == name, !result.constrained, !result.inArray {
                for p in g.params where types[p] == nil { types[p] = uses[p]!.inArray ? .array(.any) : .any }
                continue
            }
            guard let shared = sharedLiteralType(of: g.members, others: g.others, at: node) else {
                // No number literal among them: an optional argument still binds `T` to its type
                // (`both(word, "fig")` with `word: String?` passes `Optional("fig")`).
                if bindsOptional, g.params.allSatisfy({ !uses[$0]!.inArray }),
                   let optional = g.members.lazy.compactMap({ self.quietType($0) }).first(where: \.isOptional) {
                    for p in g.params { types[p] = optional }
                }
                continue
            }
            for p in g.params { types[p] = uses[p]!.inArray ? .array(shared) : shared }
        }
        return types
    }
}

/// Arguments passed to a generic type's method for a parameter of the type's own type
/// parameter (`func push(_ x: Element)`): they take the type the receiver binds. A receiver
/// that recorded its type arguments (`TypeArguments`) gives it (`Stack<Double>().push(1)`
/// passes `1.0`, `Box<Int?>` wraps); for any other, a number literal takes the type read at
/// run time from a stored property of that type parameter (`Box(2.5).with(1)` passes `1.0`),
/// and keeps its own type where the receiver holds no such value (an empty `[T]`).
struct ReceiverBinding {
    /// Where the receiver holds a value of a type parameter, to read its type from.
    struct Sample {
        let field: Int
        /// Whether the field holds an array of them.
        let inArray: Bool
        /// The literal's type once its integers are `Double`s.
        let asDouble: TypeRef
    }
    struct Argument {
        let index: Int
        /// The type parameter's position among the receiver type's, and whether the parameter
        /// takes an array of it.
        let parameter: Int?
        let inArray: Bool
        /// For a number literal, where a receiver without recorded type arguments shows them.
        let sample: Sample?
        /// For integer-literal arithmetic whose value as `Double`s differs (`7 / 2`), the
        /// argument compiled with its literals as `Double`s, run instead of converting the
        /// `Int` result when the type parameter is `Double` (`push(7 / 2)` passes `3.5`).
        var floating: Expr? = nil

        /// `value`, the argument's value as compiled, given the type `type`.
        func converted(_ value: Value, to type: TypeRef, env: Env) throws(Interrupt) -> Value {
            if let floating, case .named("Double") = type { return try floating(env) }
            return coerce(value, to: type)
        }
    }
    /// The receiver's static type, whose type parameters `parameter` counts.
    let type: TypeDecl
    let arguments: [Argument]

    func apply(_ vals: inout [Value], receiver: Value, env: Env) throws(Interrupt) {
        let fields: [Value]
        let dynamicType: TypeDecl
        switch receiver {
        case .structValue(let s): fields = s.fields; dynamicType = s.type
        case .object(let o): fields = o.fields; dynamicType = o.type
        default: return
        }
        let recorded = dynamicType === type ? TypeArguments.of(receiver) : nil
        for a in arguments where a.index < vals.count {
            if let recorded, let p = a.parameter, p < recorded.types.count {
                vals[a.index] = a.inArray ? coerce(vals[a.index], to: .array(recorded.types[p]))
                    : try a.converted(vals[a.index], to: recorded.types[p], env: env)
                continue
            }
            guard let sample = a.sample, sample.field < fields.count else { continue }
            var held = fields[sample.field]
            if Compiler.holdsNoElement(held), case .named("Double") = sample.asDouble {
                // Nothing tells `T` (an empty `[T]` of a value a generic factory made) for a
                // number literal; a collection literal is left to the overload choice.
                throw .unsupported("a number literal passed where its type depends on a type argument of '\(type.name)', of a value whose type arguments are not known here, is not supported yet")
            }
            if sample.inArray {
                guard case .array(let items) = held, let first = items.first else { continue }
                held = first
            }
            if case .double = held { vals[a.index] = try a.converted(vals[a.index], to: sample.asDouble, env: env) }
        }
    }
}

extension Compiler {
    /// The arguments of a call to `ref`, a method of the generic type `t`, that take the type
    /// the receiver binds; nil when there are none.
    func receiverBinding(_ t: TypeDecl, _ ref: FunctionRef, _ args: [CallArg]) -> ReceiverBinding? {
        var found: [ReceiverBinding.Argument] = []
        for (i, a) in args.enumerated() {
            guard let use = ref.typeParameterUses[i], use.boundByReceiver else { continue }
            let parameter = t.typeParameters.firstIndex(of: use.name)
            var sample: ReceiverBinding.Sample? = nil
            if !use.inArray || a.syntax.is(ArrayExprSyntax.self), let literal = literalDefaultType(a.syntax), !Self.holdsNoInteger(literal) {
                // A property of the type itself first, in a fixed order.
                let candidates = storedTypeParameters.filter { $0.key.hasPrefix(t.name + ".") && $0.value.name == use.name }
                    .sorted { ($0.value.inArray ? 1 : 0, $0.key) < ($1.value.inArray ? 1 : 0, $1.key) }
                if let (property, stored) = candidates.first, let field = t.storedIndex[String(property.dropFirst(t.name.count + 1))] {
                    sample = .init(field: field, inArray: stored.inArray, asDouble: Self.integersAsDouble(literal))
                }
            }
            guard parameter != nil || sample != nil else { continue }
            var argument = ReceiverBinding.Argument(index: i, parameter: parameter, inArray: use.inArray, sample: sample)
            if !use.inArray, case .named("Int")? = literalDefaultType(a.syntax), dividesIntegers(a.syntax) {
                argument.floating = expr(a.syntax, expected: .named("Double")).run
            }
            found.append(argument)
        }
        return found.isEmpty ? nil : ReceiverBinding(type: t, arguments: found)
    }

    /// A literal's type with its `Int`s made `Double` (a dictionary's values only).
    static func integersAsDouble(_ t: TypeRef) -> TypeRef {
        integers(in: t, as: "Double")
    }
}

extension Compiler {
    /// Whether integer-literal arithmetic divides (`7 / 2`): its value as `Int`s then differs
    /// from its value as `Double`s.
    func dividesIntegers(_ e: ExprSyntax) -> Bool {
        Syntax(e).descendants(BinaryOperatorExprSyntax.self).contains { $0.operator.text == "/" }
    }
}
