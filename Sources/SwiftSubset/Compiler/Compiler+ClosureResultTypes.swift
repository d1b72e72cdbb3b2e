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
        case (.dictionary(let key, let value), "compactMapValues"):
            guard case .optional(let wrapped)? = closureResultType(args[0].syntax, parameters: [value]) else { return nil }
            return .dictionary(key, wrapped)
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

    /// `let s: [String] = nums.map { $0 * 2 }`: swiftc's error at the closure's one expression
    /// where it certainly has another plain type than the written element type (a number
    /// literal in it may take the other number type: left alone); whether it spoke.
    func checkMappedClosureResult(_ value: ExprSyntax, to type: TypeRef?) -> Bool {
        guard case .array(.named(let want))? = type, Self.plainTypes.contains(want),
              let call = value.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
              m.declName.baseName.text == "map", let base = m.base,
              let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
              call.arguments.count + (call.trailingClosure == nil ? 0 : 1) == 1, call.additionalTrailingClosures.isEmpty,
              closure.signature?.returnClause == nil, closure.statements.count == 1,
              case .expr(let body)? = closure.statements.first?.item,
              let element = Self.sequenceElementType(quietType(base)),
              case .named(let have)? = closureResultType(ExprSyntax(closure), parameters: [element]),
              Self.plainTypes.contains(have), have != want else { return false }
        let numbers: Set<String> = ["Int", "Double"]
        if numbers.contains(have), numbers.contains(want),
           containsIntegerLiteral(body) || !Syntax(body).descendants(FloatLiteralExprSyntax.self).isEmpty,
           !Self.isArithmeticOnParameter(body, of: closure) { return false }
        error(mismatchAnchor(body), "type-mismatch", "cannot convert value of type '\(have)' to closure result type '\(want)'")
        return true
    }

    /// Whether `body` is arithmetic (`+ - * / %`, nested and parenthesised) with the closure's
    /// own parameter (`$0`, or its one named parameter) as an operand: `$0 * 2 + 1` has the
    /// element's type whatever the context, the literals taking the parameter's type, not the
    /// other way round.
    static func isArithmeticOnParameter(_ body: ExprSyntax, of closure: ClosureExprSyntax) -> Bool {
        let names = Set(["$0"] + (closure.writtenParameters?.map(\.name) ?? []))
        func hasParameterOperand(_ e: ExprSyntax) -> Bool {
            if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
                return hasParameterOperand(only.expression)
            }
            guard let infix = e.as(InfixOperatorExprSyntax.self),
                  let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
                  ["+", "-", "*", "/", "%"].contains(op) else { return false }
            return [infix.leftOperand, infix.rightOperand].contains { operand in
                if let r = operand.as(DeclReferenceExprSyntax.self), r.argumentNames == nil { return names.contains(r.baseName.text) }
                return hasParameterOperand(operand)
            }
        }
        return hasParameterOperand(body)
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
            let result = quietTypes.type(of: e, in: scope, variant: variant) {
                let saved = diagnostics
                defer { diagnostics = saved }
                let expected = TypeRef.function(FunctionTypeRef(parameters: parameters.map { .init(type: $0) }, result: .any))
                guard case .function(let f?)? = closure(c, expected: expected, inferringResult: true).type,
                      Self.isFullyKnown(f.result), !Self.isVoid(f.result) else { return nil }
                return certainResult(f.result)
            }
            if case .named("Double")? = result, c.signature?.returnClause == nil, singleValueExpression(c.statements) == nil,
               Self.hasIntegerLiteralReturn(Syntax(c.statements), in: self) {
                literalJoinedClosures.insert(c.id)
            }
            return result
        }
        if let k = e.as(KeyPathExprSyntax.self) {
            // `map(\.price)`: the path's value, read from the parameter's type.
            guard parameters.count == 1, k.root == nil else { return nil }
            let saved = diagnostics
            defer { diagnostics = saved }
            let expected = TypeRef.function(FunctionTypeRef(parameters: [.init(type: parameters[0])], result: .any))
            guard case .function(let f?)? = keyPath(k, expected: expected).type,
                  Self.isFullyKnown(f.result), !Self.isVoid(f.result) else { return nil }
            return certainResult(f.result)
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
    /// (`2.0.squareRoot()`, `x.rounded(.down)`), or of an Int's `quotientAndRemainder(dividingBy:)`
    /// (a labelled pair of Ints); nil for any other call.
    static func sameTypeNumberMethodResult(_ receiver: TypeRef?, _ name: String) -> TypeRef? {
        if case .named("Int")? = receiver, name == "quotientAndRemainder" {
            return .labeledTuple([.named("Int"), .named("Int")], ["quotient", "remainder"])
        }
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
                guard n.id == target else { return }
                guard let read = returnsRead, let e = r.expression else { return }
                if case .named("Int")? = literalDefaultType(e) {
                    returnsRead?.integerLiterals.insert(read.types.count)
                } else if read.integerLiterals.contains(0), integerLiteralFirstMismatches[target] == nil,
                          case .named(let n)? = type, n != "Int", Self.plainTypes.contains(n) {
                    // A first `return 0` made the result `Int`.
                    integerLiteralFirstMismatches[target] = (e, .named(n))
                }
                returnsRead?.types.append(type)
                return
            }
            node = n.parent
        }
    }

    /// The one type every returned value has; nil when there are none, or one is not known
    /// or differs. As Swift infers a closure's result from its first `return`, integer-literal
    /// returns (at `integerLiterals`) after a first one that gives a `Double` are `Double`s
    /// (`{ v in if v > 2 { return v }; return 0 }` returns `0.0`); a first integer literal makes
    /// the result `Int` (a later `Double` is then swiftc's error, and the type is not known here).
    static func sharedReturnType(_ types: [TypeRef?], integerLiterals: Set<Int>) -> TypeRef? {
        guard let first = types.first ?? nil else { return nil }
        if !integerLiterals.contains(0), case .named("Double") = first {
            let others = types.indices.filter { !integerLiterals.contains($0) }.map { types[$0] }
            return others.allSatisfy({ $0?.description == first.description }) ? first : nil
        }
        guard types.allSatisfy({ $0?.description == first.description }) else { return nil }
        return first
    }

    /// For a closure of several statements without a written result type or a known contextual
    /// one, some of whose returns give integer literals only: `Double` when that is the result
    /// Swift infers from all its returns (`sharedReturnType`), so that its real compilation
    /// returns `0.0` for `return 0`; nil otherwise (the closure then compiles as before). Read
    /// with `parameters` (the closure's parameter types) or, without them, from what reading
    /// the closure's result for its call found (`xs.map { v in … }`: `closureMappedResultType`).
    func literalJoinedResultType(_ c: ClosureExprSyntax, parameters: [TypeRef]?) -> TypeRef? {
        guard c.signature?.returnClause == nil, singleValueExpression(c.statements) == nil,
              Self.hasIntegerLiteralReturn(Syntax(c.statements), in: self) else { return nil }
        if let parameters { _ = closureResultType(ExprSyntax(c), parameters: parameters) }
        return literalJoinedClosures.contains(c.id) ? .named("Double") : nil
    }

    /// Whether nothing but the closure's own returns gives its result type: the closure of a
    /// `map`, `compactMap` or `flatMap` call, or the value of a variable declared without a type.
    static func resultIsInferredFromReturns(_ c: ClosureExprSyntax) -> Bool {
        if let binding = c.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            return binding.typeAnnotation == nil
        }
        guard let method = transformingMethod(of: c), let call = method.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return givesNoContext(ExprSyntax(call))
    }

    /// The `map`, `compactMap` or `flatMap` whose only argument `c` is (`xs.map { … }`).
    static func transformingMethod(of c: ClosureExprSyntax) -> MemberAccessExprSyntax? {
        let call = c.parent?.as(FunctionCallExprSyntax.self)
            ?? c.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
        guard let call, call.arguments.count + (call.trailingClosure == nil ? 0 : 1) == 1,
              let method = call.calledExpression.as(MemberAccessExprSyntax.self),
              ["map", "compactMap", "flatMap"].contains(method.declName.baseName.text) else { return nil }
        return method
    }

    /// swiftc's error for a closure whose result only its returns give and whose first
    /// `return` is `return nil`: nothing says what `nil` is an optional of ("'nil' requires a
    /// contextual type"; a `compactMap`'s element type "could not be inferred").
    func checkFirstReturnOfNil(_ c: ClosureExprSyntax) {
        guard let first = Self.firstReturn(in: Syntax(c.statements)), let value = first.expression,
              value.is(NilLiteralExprSyntax.self) else { return }
        if let method = Self.transformingMethod(of: c) {
            switch method.declName.baseName.text {
            case "compactMap": error(method.declName, "type-mismatch", "generic parameter 'ElementOfResult' could not be inferred")
            case "map": error(value, "type-mismatch", "'nil' requires a contextual type")
            default: break
            }
        } else {
            error(value, "type-mismatch", "'nil' requires a contextual type")
        }
    }

    /// The first `return` of `node` in source order (not of a closure or function nested in it).
    private static func firstReturn(in node: Syntax) -> ReturnStmtSyntax? {
        for child in node.children(viewMode: .sourceAccurate) {
            if child.is(ClosureExprSyntax.self) || child.is(FunctionDeclSyntax.self) { continue }
            if let r = child.as(ReturnStmtSyntax.self) { return r }
            if let r = firstReturn(in: child) { return r }
        }
        return nil
    }

    /// Whether nothing around the call `e` (or the chain it starts) gives its result a type: it
    /// stands alone, initialises a variable declared without a type, or is printed. A typed
    /// variable, an assignment, a return or a parameter does (`let m: [Double] = xs.map {…}`
    /// makes the closure's `return 0` a Double, as swiftc does).
    private static func givesNoContext(_ e: ExprSyntax) -> Bool {
        var top = Syntax(e)
        while let parent = top.parent, let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == top.id,
              let call = member.parent?.as(FunctionCallExprSyntax.self) {
            top = Syntax(call)
        }
        guard let parent = top.parent else { return true }
        if let item = parent.as(CodeBlockItemSyntax.self) { return !isImplicitlyReturned(item) }
        if let binding = parent.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            return binding.typeAnnotation == nil
        }
        if let printed = parent.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self),
           printed.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "print" { return true }
        return false
    }

    /// Whether `item` is the whole body of a function, subscript or computed property whose
    /// result type is written: its value is returned, and so has that type (`func f(_ a:
    /// [Int]) -> [Int] { a.compactMap { … } }`).
    private static func isImplicitlyReturned(_ item: CodeBlockItemSyntax) -> Bool {
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else { return false }
        var owner = list.parent
        if owner?.is(CodeBlockSyntax.self) == true { owner = owner?.parent }
        if let f = owner?.as(FunctionDeclSyntax.self) { return f.signature.returnClause != nil }
        if owner?.is(SubscriptDeclSyntax.self) == true { return true }
        // A getter: the accessor block itself (`var v: T { … }`) or its `get`.
        if let getter = owner?.as(AccessorDeclSyntax.self) {
            guard getter.accessorSpecifier.tokenKind == .keyword(.get) else { return false }
            owner = getter.parent?.parent  // its list, then the block
        }
        if let block = owner?.as(AccessorBlockSyntax.self) {
            if let binding = block.parent?.as(PatternBindingSyntax.self) { return binding.typeAnnotation != nil }
            return block.parent?.is(SubscriptDeclSyntax.self) == true
        }
        return false
    }

    /// Whether a `return` of `node` (not of a closure or function nested in it) returns integer
    /// literals only.
    private static func hasIntegerLiteralReturn(_ node: Syntax, in compiler: Compiler) -> Bool {
        for child in node.children(viewMode: .sourceAccurate) {
            if child.is(ClosureExprSyntax.self) || child.is(FunctionDeclSyntax.self) { continue }
            if let r = child.as(ReturnStmtSyntax.self), let e = r.expression, case .named("Int")? = compiler.literalDefaultType(e) { return true }
            if hasIntegerLiteralReturn(child, in: compiler) { return true }
        }
        return false
    }
}
