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
/// The context's type may be `Double`, `CGFloat`, a fixed-width integer or a type of the
/// program's adopting `ExpressibleByIntegerLiteral` (`numberNames`); the program's generic
/// functions returning `T` or `[T]` are steps too (`genericCallStep`). What is read of a
/// closure is in `Compiler+LiteralClosures.swift`; the refusals of steps not followed, in
/// `Compiler+LiteralContextRefusals.swift`.
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
        case .calledClosure(let result):
            return literalSeedType(result)
        case .generic(let arguments, let resultInArray):
            let bound = Self.widened(arguments.map { a -> TypeRef? in
                let t = literalSeedType(a.syntax)
                guard a.inArray else { return t }
                if case .array(let el)? = t { return el }
                return nil
            })
            return resultInArray ? bound.map { .array($0) } : bound
        case .receiver(let base, let kind):
            guard let receiver = literalSeedType(base) else { return nil }
            switch (kind, receiver) {
            case (.element, .array(let el)): return kind.forcesDouble ? Self.integersAsDouble(.optional(el)) : .optional(el)
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
        /// `{ 5 / 2 }()`: a closure without parameters called where it is written; its result.
        case calledClosure(ExprSyntax)
        /// A call of the program's generic function whose result is its type parameter `T`
        /// (or `[T]`: `resultInArray`), with the arguments passed for parameters of type `T`
        /// (or `[T]`: `inArray`): `func first<T>(_ a: [T]) -> T` called as `first([3, 4])`.
        case generic(arguments: [(syntax: ExprSyntax, inArray: Bool)], resultInArray: Bool)
        /// A method of the receiver `base`.
        case receiver(ExprSyntax, ReceiverKind)
    }

    /// How a standard method's result type relates to its receiver's.
    enum ReceiverKind {
        /// An element of the array (`max()`, `min(by:)`, `first(where:)`): `E?` of `[E]`.
        /// `forcesDouble` where the closure writes `Double` as its parameters' type.
        case element(forcesDouble: Bool)
        /// The receiver's own type (`sorted()`, `filter`, `reversed()`), the same.
        case same(forcesDouble: Bool)
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
            case .reduce(_, let forces), .transform(_, let forces), .element(let forces), .same(let forces): return forces
            case .flatten: return false
            }
        }
    }

    /// The standard generic call `call` is, where its result's type decides its literals'; nil
    /// for any other call (one the program declares, a closure that does not tie its result to
    /// its parameter: `map { Double($0) }`).
    func literalStep(_ call: FunctionCallExprSyntax) -> LiteralStep? {
        let args = callArgs(call)
        let labels = args.map(\.label)
        if let c = call.calledExpression.as(ClosureExprSyntax.self), args.isEmpty, let body = closureBody(c, parameters: 0),
           body.names.isEmpty, !body.declaresDouble {
            return .calledClosure(body.result)
        }
        if let generic = genericCallStep(call) { return generic }
        if let r = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = r.baseName.text
            guard ["min", "max", "abs", "Array"].contains(name), resolve(name) == nil else { return nil }
            switch name {
            case "min", "max":
                // (A `where` after two patterns would test only the second.)
                guard args.count >= 2, labels.allSatisfy({ $0 == nil }), call.trailingClosure == nil else { return nil }
                return .shared(args.map(\.syntax))
            case "abs" where args.count == 1 && labels == [nil]:
                return .shared([args[0].syntax])
            case "Array" where labels == ["repeating", "count"]:
                return .repeating(args[0].syntax)
            case "Array" where labels == [nil] && call.trailingClosure == nil:
                // `Array([1, 2, 3].prefix(2))`: the argument's elements.
                return .shared([args[0].syntax])
            default: return nil
            }
        }
        guard let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base else { return nil }
        switch fullName(m.declName.baseName.text, args) {
        case "max()", "min()": return .receiver(base, .element(forcesDouble: false))
        case "max(by:)", "min(by:)", "first(where:)", "last(where:)":
            guard let forces = predicateForcesDouble(args[0].syntax) else { return nil }
            return .receiver(base, .element(forcesDouble: forces))
        case "sorted()", "reversed()", "shuffled()", "prefix(_:)", "suffix(_:)", "dropFirst()", "dropLast()", "dropFirst(_:)", "dropLast(_:)":
            return .receiver(base, .same(forcesDouble: false))
        case "sorted(by:)", "filter(_:)":
            guard let forces = predicateForcesDouble(args[0].syntax) else { return nil }
            return .receiver(base, .same(forcesDouble: forces))
        case "forEach(_:)":
            guard let c = args[0].syntax.as(ClosureExprSyntax.self), accumulatesElementIntoDouble(c) else { return nil }
            return .receiver(base, .same(forcesDouble: true))
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

    /// The step a call of the program's generic function makes when its result is its type
    /// parameter (or an array of it) bound by arguments alone; nil for any other call.
    func genericCallStep(_ call: FunctionCallExprSyntax) -> LiteralStep? {
        guard call.trailingClosure == nil, let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
              case .functions(let refs, _)? = resolve(callee.baseName.text), refs.count == 1,
              let result = refs[0].resultTypeParameter, !result.isVariadic, call.arguments.count == refs[0].labels.count else { return nil }
        var arguments: [(syntax: ExprSyntax, inArray: Bool)] = []
        for (p, use) in refs[0].typeParameterUses.sorted(by: { $0.key < $1.key }) where use.name == result.name {
            guard !use.isVariadic, p < call.arguments.count else { return nil }
            arguments.append((call.arguments[call.arguments.index(at: p)].expression, use.inArray))
        }
        return arguments.isEmpty ? nil : .generic(arguments: arguments, resultInArray: result.inArray)
    }

    /// Whether `call` calls the program's generic function whose result is its type
    /// parameter or an array of it (`func pick<T>(_ a: T, _ f: (T) -> T) -> T`).
    func returnsTypeParameter(_ call: FunctionCallExprSyntax) -> Bool {
        guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
              case .functions(let refs, _)? = resolve(callee.baseName.text) else { return false }
        return refs.contains { $0.resultTypeParameter != nil }
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
        if let call = e.as(FunctionCallExprSyntax.self) {
            pushWrittenElementType(call)
            if pushElementTypeFromUse(call) { return nil }
        }
        if expected == nil {
            // Without a context only a closure's `Double` or `reduce`'s initial value can type
            // the literals.
            guard let name = e.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                  ["map", "compactMap", "mapValues", "reduce", "filter", "sorted", "first", "last", "min", "max", "forEach"].contains(name) else {
                return nil
            }
        }
        let shapes: [SyntaxKind] = [.functionCallExpr, .forceUnwrapExpr, .memberAccessExpr, .tupleExpr, .subscriptCallExpr]
        guard shapes.contains(e.kind), literalDefaultType(e) == nil else { return nil }
        guard let seed = literalSeedType(e) else {
            if let expected, pushClosureResultContext(e, expected: expected) || pushReduceContext(e, expected: expected) { return nil }
            if let expected, refuseClosureLiteralsTyped(e, expected: expected) { return nil }
            refuseUnfollowedLiteralContext(e, expected: expected)
            return nil
        }
        let target: TypeRef
        if let expected, !Self.holdsNoInteger(seed), contextTypesIntegers(seed, expected) {
            target = expected
        } else if case .optional(let wrapped)? = expected, !Self.holdsNoInteger(seed), contextTypesIntegers(seed, wrapped) {
            target = wrapped
        } else if let call = e.as(FunctionCallExprSyntax.self), case .receiver(let base, _)? = literalStep(call), Self.holdsNoInteger(seed),
                  let receiver = literalSeedType(base), !Self.holdsNoInteger(receiver) {
            // `[1, 2, 3].map { $0 / 2 * 2.0 }`, `[1, 2].reduce(0.0) { $0 + $1 / 2 }`: a `Double`
            // in the closure or the initial value types the receiver's literals.
            target = seed
        } else {
            // `let f: [Float] = [1, 2].map { $0 / 3 }`, `let p: (Double, Int) = [(1, 2)][0]`:
            // a context whose number types the literals cannot all take here.
            if let expected, !Self.holdsNoInteger(seed), holdsContextualNumber(expected) { refuseLiteralsTyped(through: e) }
            return nil
        }
        recordLiteralParts(of: e, as: target)
        return target
    }

    /// Gives the result of `map`'s, `compactMap`'s or `mapValues`'s closure the element (or
    /// value) type the context asks for where the closure's result is made of literals alone
    /// (`let f: [Double] = xs.map { _ in 1 / 2 }` divides 1.0 by 2.0; `compactMap`'s
    /// `{ $0 > 1 ? 7 / 2 : nil }` gives 3.5, the branch beside `nil` being the result): Swift
    /// types the closure's result by the context. Whether it did.
    func pushClosureResultContext(_ e: ExprSyntax, expected: TypeRef) -> Bool {
        guard let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
              let only = callArgs(call).first, callArgs(call).count == 1, let closure = only.syntax.as(ClosureExprSyntax.self),
              let body = closureBody(closure, parameters: 1) else { return false }
        let name = m.declName.baseName.text
        let element: TypeRef
        switch (name, expected.unwrappedOptional) {
        case ("map", .array(let el)), ("compactMap", .array(let el)): element = el
        case ("mapValues", .dictionary(_, let value)): element = value
        default: return false
        }
        var result = body.result
        // `let ps: [Point] = xs.map { .init(x: $0, y: 0) }`: the element type is the implicit
        // member's base.
        if Self.isImplicitMember(result) {
            literalContexts[result.id] = name == "compactMap" && !element.isOptional ? .optional(element) : element
            return true
        }
        if name == "compactMap", let t = result.as(TernaryExprSyntax.self) {
            if t.elseExpression.is(NilLiteralExprSyntax.self) { result = t.thenExpression }
            else if t.thenExpression.is(NilLiteralExprSyntax.self) { result = t.elseExpression }
        }
        guard !mentions(result, Set(body.names.keys)), let seed = literalSeedType(result), !Self.holdsNoInteger(seed),
              contextTypesIntegers(seed, element) else { return false }
        literalContexts[result.id] = element
        return true
    }

    /// Gives `reduce`'s integer-literal initial value and its closure's result the number type
    /// the context asks for (`let r: Double = xs.reduce(0) { acc, _ in acc + 7 / 2 }` starts
    /// from 0.0 and adds 3.5): Swift types the accumulator by the context. Whether it did.
    func pushReduceContext(_ e: ExprSyntax, expected: TypeRef) -> Bool {
        guard let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
              m.declName.baseName.text == "reduce", case let args = callArgs(call), args.count == 2,
              args[0].label == nil, args[1].label == nil, case .named("Int")? = literalDefaultType(args[0].syntax),
              contextTypesIntegers(.named("Int"), expected), let closure = args[1].syntax.as(ClosureExprSyntax.self),
              let body = closureBody(closure, parameters: 2) else { return false }
        literalContexts[args[0].syntax.id] = expected
        literalContexts[body.result.id] = expected
        return true
    }

    /// Refuses `compactMapValues` whose closure holds integer literals where the context's
    /// values are of another number type (`let d: [String: Double] = raw.compactMapValues { _ in
    /// 7 / 2 }` stores 3.5 in Swift): the closure's result is not typed by the context here.
    /// Whether it refused.
    func refuseClosureLiteralsTyped(_ e: ExprSyntax, expected: TypeRef) -> Bool {
        guard let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
              m.declName.baseName.text == "compactMapValues", holdsContextualNumber(expected),
              callArgs(call).contains(where: { containsIntegerLiteral($0.syntax) }) else { return false }
        refuseLiteralsTyped(through: e)
        return true
    }

    /// `Set<Double>([1, 2].map { $0 / 2 })`, `Array<Double>(…)`, `[Double](…)`: the element type
    /// written is the context of the one argument's elements.
    func pushWrittenElementType(_ call: FunctionCallExprSyntax) {
        let element: TypeRef
        if let g = call.calledExpression.as(GenericSpecializationExprSyntax.self),
           let name = g.expression.as(DeclReferenceExprSyntax.self)?.baseName.text, ["Set", "Array"].contains(name),
           resolve(name) == nil, g.genericArgumentClause.arguments.count == 1,
           let argument = g.genericArgumentClause.arguments.first?.argument.as(TypeSyntax.self) {
            element = typeRef(argument)
        } else if let a = call.calledExpression.as(ArrayExprSyntax.self), a.elements.count == 1, let only = a.elements.first,
                  let r = only.expression.as(DeclReferenceExprSyntax.self), types[r.baseName.text] != nil || IntKind(name: r.baseName.text) != nil
                    || ["Double", "CGFloat", "Float"].contains(r.baseName.text) {
            element = .named(r.baseName.text)
        } else {
            return
        }
        let args = callArgs(call)
        guard args.count == 1, args[0].label == nil, !args[0].syntax.is(ArrayExprSyntax.self), containsIntegerLiteral(args[0].syntax) else { return }
        literalContexts[args[0].syntax.id] = .array(element)
    }

    /// Whether `context` is `seed` with one number type of the context for its `Int`s: `Double`
    /// (`[Double]` for `[Int]`), `CGFloat` or a fixed-width integer (`[UInt8]`).
    func contextTypesIntegers(_ seed: TypeRef, _ context: TypeRef) -> Bool {
        numberNames(in: context).contains { Self.integers(in: seed, as: $0).description == context.description }
    }

    /// The names of the types other than `Int` in `t` that the integer literals may take here:
    /// `Double`, `CGFloat`, a fixed-width integer, a type of the program's adopting
    /// `ExpressibleByIntegerLiteral` (not `Float`, whose arithmetic is not supported).
    func numberNames(in t: TypeRef) -> Set<String> {
        switch t {
        case .named(let n):
            if n == "Double" || n == "CGFloat" || (IntKind(name: n) != nil && n != "Int") { return [n] }
            return types[n].map { $0.kind != .protocolType && $0.adopts("ExpressibleByIntegerLiteral") } == true ? [n] : []
        case .array(let e), .optional(let e), .set(let e): return numberNames(in: e)
        case .dictionary(_, let v): return numberNames(in: v)
        case .tuple(let ts), .labeledTuple(let ts, _): return ts.reduce(into: []) { $0.formUnion(numberNames(in: $1)) }
        default: return []
        }
    }

    /// `t` with the number type `name` for each `Int`.
    static func integers(in t: TypeRef, as name: String) -> TypeRef {
        switch t {
        case .named("Int"): return .named(name)
        case .array(let e): return .array(integers(in: e, as: name))
        case .optional(let e): return .optional(integers(in: e, as: name))
        case .dictionary(let k, let v): return .dictionary(k, integers(in: v, as: name))
        case .tuple(let ts): return .tuple(ts.map { integers(in: $0, as: name) })
        case .labeledTuple(let ts, let labels): return .labeledTuple(ts.map { integers(in: $0, as: name) }, labels)
        default: return t
        }
    }

    /// Records the types the parts of `e` (a literal seed) take when `e` has type `t`.
    func recordLiteralParts(of e: ExprSyntax, as t: TypeRef) {
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
            case .calledClosure(let result): literalContexts[result.id] = t
            case .generic(let arguments, let resultInArray):
                var bound = t
                if resultInArray { guard case .array(let el) = t else { return }; bound = el }
                for a in arguments { literalContexts[a.syntax.id] = a.inArray ? .array(bound) : bound }
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
    func indexedArray(_ e: ExprSyntax) -> ExprSyntax? {
        guard let s = e.as(SubscriptCallExprSyntax.self), s.arguments.count == 1, let index = s.arguments.first, index.label == nil,
              (literalDefaultType(index.expression) ?? quietType(index.expression))?.description == "Int" else { return nil }
        return s.calledExpression
    }
}
