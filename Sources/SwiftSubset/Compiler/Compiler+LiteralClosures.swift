import SwiftSyntax

/// What the literal typing (`Compiler+LiteralContexts.swift`) reads of a closure: its
/// signature's written `Int`/`Double` types, its `let` constants and its result as arithmetic
/// on its parameters (`ClosureArithmetic`), which ties its element to its result
/// (`{ $0 / 2 }`), forces its element to be a `Double` (`{ $0 * 1.5 }`, `{ (v: Double) in … }`,
/// `{ f($0 / 2) }` for `f(_: Double)`), or ties nothing (`{ Double($0) }`).
extension Compiler {
    /// `reduce`'s combining function where it gives its result the element's type: a
    /// standard arithmetic operator or `min`/`max` by name, or a closure of arithmetic on its
    /// two parameters that uses the element (`{ $0 + $1 * 2 }`, `{ max($0, $1) }`); nil otherwise.
    func combining(_ f: ExprSyntax) -> ClosureArithmetic? {
        if let r = f.as(DeclReferenceExprSyntax.self) {
            let name = r.baseName.text
            let standard = ["+", "-", "*", "/", "&+", "&-", "&*"].contains(name) ? globalFunctions[name] == nil
                : ["min", "max"].contains(name) && resolve(name) == nil
            return standard ? ClosureArithmetic(parameters: [0, 1]) : nil
        }
        guard let c = f.as(ClosureExprSyntax.self), let body = closureArithmetic(c, parameters: 2),
              body.parameters.contains(1) else { return nil }
        return body
    }

    /// Whether the predicate closure of `filter`, `sorted(by:)`, `first(where:)`… writes
    /// `Double` as its parameters' type (`{ (v: Double) in v > 1.5 }`), which makes the
    /// receiver's literals `Double`s; nil where it writes another type (not followed).
    func predicateForcesDouble(_ f: ExprSyntax) -> Bool? {
        guard let c = f.as(ClosureExprSyntax.self), case .parameterClause(let list)? = c.signature?.parameterClause else { return false }
        var forces = false
        for p in list.parameters {
            switch p.type.map(\.trimmedDescription) {
            case nil, "Int"?: continue
            case "Double"?: forces = true
            default: return nil
            }
        }
        return forces
    }

    /// Whether `forEach`'s closure adds arithmetic on its element to a `Double` variable
    /// (`{ total += $0 / 2 }`, `{ x in sum = sum + x * 2 }`), which makes the element a `Double`.
    func accumulatesElementIntoDouble(_ c: ClosureExprSyntax) -> Bool {
        guard let body = closureBody(c, parameters: 1), let i = body.result.as(InfixOperatorExprSyntax.self),
              let target = i.leftOperand.as(DeclReferenceExprSyntax.self), body.names[target.baseName.text] == nil,
              quietType(i.leftOperand)?.description == "Double" else { return false }
        let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
        guard i.operator.is(AssignmentExprSyntax.self) || (op.map { ["+=", "-=", "*=", "/="].contains($0) } ?? false),
              op.map({ globalFunctions[$0] == nil }) ?? true else { return false }
        return arithmetic(i.rightOperand, body.names)?.parameters.contains(0) == true
    }

    /// What a closure's arithmetic is made of.
    struct ClosureArithmetic {
        /// The parameters (by position) among its operands.
        var parameters: Set<Int> = []
        /// Whether a `Double` is among its operands (a literal or a value of a known type), or
        /// its signature writes `Double` as a parameter's or its result's type.
        var forcesDouble = false
        /// Whether it is its parameter alone (`{ $0 }`).
        var isParameterItself = false

        func union(_ o: ClosureArithmetic) -> ClosureArithmetic {
            ClosureArithmetic(parameters: parameters.union(o.parameters), forcesDouble: forcesDouble || o.forcesDouble)
        }
    }

    /// What the result of a closure of `parameters` parameters is made of, when it is
    /// standard arithmetic on them, number literals and `Double` values (`{ $0 / 2 }`,
    /// `{ x in -x * scale }`, `{ max($0, $1) }`, `{ x in let y = x + 1; return y / 2 }`); nil
    /// when it has any other operand (a call, a member, an `Int`) or statement.
    func closureArithmetic(_ c: ClosureExprSyntax, parameters: Int) -> ClosureArithmetic? {
        guard let body = closureBody(c, parameters: parameters), var made = arithmetic(body.result, body.names) else { return nil }
        if body.declaresDouble { made.forcesDouble = true }
        return made
    }

    /// `reduce(into:_:)`'s closure where it adds (subtracts, multiplies, divides) arithmetic
    /// on the element to the accumulator (`{ $0 += $1 }`, `{ sum, n in sum += n * 2 }`), which
    /// makes the element the accumulator's type; nil otherwise.
    func accumulating(_ f: ExprSyntax) -> ClosureArithmetic? {
        guard let c = f.as(ClosureExprSyntax.self), let body = closureBody(c, parameters: 2), !body.declaresDouble,
              let i = body.result.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
              ["+=", "-=", "*=", "/="].contains(op), globalFunctions[op] == nil,
              i.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text == body.parameterNames[0],
              let added = arithmetic(i.rightOperand, body.names), added.parameters.contains(1) else { return nil }
        return added
    }

    /// A closure's result expression with what its names stand for.
    struct ClosureBody {
        /// The expression it gives (its one expression, or what its last statement returns).
        var result: ExprSyntax
        /// Its parameters' names in order (`$0`… when it names none).
        var parameterNames: [String]
        /// Its parameters and the constants its statements bind before the result
        /// (`let y = x * 2`), with what each is made of.
        var names: [String: ClosureArithmetic]
        /// Whether its signature writes `Double` as a parameter's or the result's type.
        var declaresDouble: Bool
    }

    /// The body of a closure of `parameters` parameters, when its statements are `let`
    /// constants of arithmetic on its parameters followed by its result, and its signature
    /// writes no type but `Int` or `Double`; nil otherwise.
    func closureBody(_ c: ClosureExprSyntax, parameters: Int) -> ClosureBody? {
        guard let parameterNames = closureParameterNames(c, count: parameters) else { return nil }
        var declaresDouble = false
        if let signature = c.signature {
            var written: [TypeSyntax] = signature.returnClause.map { [$0.type] } ?? []
            if case .parameterClause(let list)? = signature.parameterClause { written += list.parameters.compactMap(\.type) }
            for t in written {
                switch t.trimmedDescription {
                case "Int": continue
                case "Double": declaresDouble = true
                default: return nil
                }
            }
        }
        var names: [String: ClosureArithmetic] = [:]
        for (i, name) in parameterNames.enumerated() { names[name] = ClosureArithmetic(parameters: [i], isParameterItself: true) }
        guard let last = c.statements.last else { return nil }
        for item in c.statements.dropLast() {
            guard let v = item.item.as(VariableDeclSyntax.self), v.bindingSpecifier.tokenKind == .keyword(.let), v.bindings.count == 1,
                  let b = v.bindings.first, b.typeAnnotation == nil, let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = b.initializer?.value, let made = arithmetic(value, names) else { return nil }
            names[name] = ClosureArithmetic(parameters: made.parameters, forcesDouble: made.forcesDouble)
        }
        let result: ExprSyntax
        if case .expr(let e) = last.item {
            result = e
        } else if case .stmt(let st) = last.item, let r = st.as(ReturnStmtSyntax.self), let e = r.expression {
            result = e
        } else {
            return nil
        }
        return ClosureBody(result: result, parameterNames: parameterNames, names: names, declaresDouble: declaresDouble)
    }

    /// The names of a closure's `count` parameters (`$0`… when it names none); nil when it
    /// names another number of them.
    func closureParameterNames(_ c: ClosureExprSyntax, count: Int) -> [String]? {
        guard let written = c.writtenParameters else { return (0..<count).map { "$\($0)" } }
        return written.count == count ? written.map(\.name) : nil
    }

    /// What `e` is made of, when it is `+ - * /`, negation, parentheses, conditionals'
    /// branches and the standard `min`/`max`/`abs` on the `names`, number literals and
    /// `Double` values; nil for any other operand.
    func arithmetic(_ e: ExprSyntax, _ names: [String: ClosureArithmetic]) -> ClosureArithmetic? {
        if let t = literalDefaultType(e) { return ClosureArithmetic(forcesDouble: t.description == "Double") }
        if let r = e.as(DeclReferenceExprSyntax.self), let made = names[r.baseName.text] { return made }
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
        if let call = e.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
           isConversion(callee.baseName.text) {
            // `Double($0)`, `String(x)`: a value of the type named, whatever its argument.
            return ClosureArithmetic(forcesDouble: ["Double", "CGFloat"].contains(callee.baseName.text))
        }
        if let call = e.as(FunctionCallExprSyntax.self), case .shared(let members)? = literalStep(call) {
            // `max($0, $1)`, `abs(x)`: the arguments share the result's type.
            var made = ClosureArithmetic()
            for m in members {
                guard let part = arithmetic(m, names) else { return nil }
                made = made.union(part)
            }
            return made
        }
        // Another operand: a `Double` value decides the parameters' type (`{ $0 / 2 * scale }`).
        guard !mentions(e, Set(names.keys)), quietType(e)?.description == "Double" else { return nil }
        return ClosureArithmetic(forcesDouble: true)
    }

    /// Whether `name` names a standard value type or a type of the program's, whose
    /// initialiser a call by that name is.
    func isConversion(_ name: String) -> Bool {
        if ["Double", "Float", "CGFloat", "String", "Int", "Bool", "Character"].contains(name) || IntKind(name: name) != nil {
            return resolve(name) == nil || types[name] != nil
        }
        if case .type? = resolve(name) { return true }
        return false
    }

    /// Whether the closure of `call` (a standard method of `elementKeepingMethods`) is read
    /// here and does not tie the element to the result (`map { Double($0) / 2 }`,
    /// `reduce(0.0) { $0 + Double($1) }`): the receiver's literals then keep their own types.
    func closureTiesNoElement(_ call: FunctionCallExprSyntax, _ name: String) -> Bool {
        let args = callArgs(call)
        // `map(Double.init)`, `map(String.init)`: the result is the initialiser's type.
        if ["map(_:)", "compactMap(_:)"].contains(name), let m = args.last?.syntax.as(MemberAccessExprSyntax.self),
           m.declName.baseName.text == "init", m.base?.is(DeclReferenceExprSyntax.self) == true {
            return true
        }
        guard let closure = args.last?.syntax.as(ClosureExprSyntax.self) else { return false }
        // A closure whose result type is written (`{ (x: Int) -> Int in x / 2 }`) decides it.
        if ["map(_:)", "compactMap(_:)", "flatMap(_:)", "mapValues(_:)"].contains(name), closure.signature?.returnClause != nil { return true }
        switch name {
        case "map(_:)", "compactMap(_:)", "flatMap(_:)", "mapValues(_:)":
            return closureArithmetic(closure, parameters: 1)?.parameters.isEmpty == true
        case "reduce(_:_:)":
            return closureArithmetic(closure, parameters: 2).map { !$0.parameters.contains(1) } == true
        case "reduce(into:_:)":
            // `{ $0 += Double($1) }`: what is added to the accumulator.
            guard let body = closureBody(closure, parameters: 2), let i = body.result.as(InfixOperatorExprSyntax.self),
                  let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+=", "-=", "*=", "/="].contains(op),
                  i.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text == body.parameterNames[0] else { return false }
            return arithmetic(i.rightOperand, body.names).map { !$0.parameters.contains(1) } == true
        default:
            return false
        }
    }

    /// Whether `e` uses one of `names`.
    func mentions(_ e: ExprSyntax, _ names: Set<String>) -> Bool {
        e.tokens(viewMode: .sourceAccurate).contains { names.contains($0.text) }
    }

    /// `[1, 2].map { f($0 / 2) }` with `func f(_ x: Double)`, `map { Point(x: $0 / 2, y: 0) }`:
    /// a closure passing arithmetic on its element to a `Double` parameter of a function the
    /// program declares once or of a struct's memberwise initialiser makes the element a
    /// `Double`, so the receiver's integer literals are `Double`s. Whether it recorded that.
    func pushElementTypeFromUse(_ call: FunctionCallExprSyntax) -> Bool {
        guard let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base,
              let closure = callArgs(call).last?.syntax.as(ClosureExprSyntax.self) else { return false }
        let elements: [Int]
        switch fullName(m.declName.baseName.text, callArgs(call)) {
        case "map(_:)", "compactMap(_:)", "flatMap(_:)", "filter(_:)", "forEach(_:)", "first(where:)", "contains(where:)",
             "allSatisfy(_:)":
            elements = [0]
        case "sorted(by:)", "min(by:)", "max(by:)": elements = [0, 1]
        case "reduce(_:_:)", "reduce(into:_:)": elements = [1]
        default: return false
        }
        guard literalContexts[base.id] == nil, let receiver = literalSeedType(base), case .array = receiver, !Self.holdsNoInteger(receiver),
              let names = closureParameterNames(closure, count: (elements.last ?? 0) + 1) else { return false }
        var parameters: [String: ClosureArithmetic] = [:]
        for (i, name) in names.enumerated() { parameters[name] = ClosureArithmetic(parameters: [i], isParameterItself: true) }
        // `reduce(into: [Double]()) { $0.append($1 / 2) }`: appending to a `[Double]` accumulator.
        var accumulatorElement: TypeRef? = nil
        if m.declName.baseName.text == "reduce", let initial = callArgs(call).first, initial.label == "into",
           case .array(let element)? = quietType(initial.syntax) {
            accumulatorElement = element
        }
        // …or to an array variable declared outside the closure (`forEach { out.append($0 / 2) }`).
        let declaredInside = Set(Syntax(closure.statements).descendants(IdentifierPatternSyntax.self).map(\.identifier.text))
        func appendedElement(_ array: DeclReferenceExprSyntax) -> TypeRef? {
            let name = array.baseName.text
            if name == names.first, let accumulatorElement { return accumulatorElement }
            guard !names.contains(name), !declaredInside.contains(name), case .array(let element)? = quietType(ExprSyntax(array)) else { return nil }
            return element
        }
        let passesAsDouble = Syntax(closure.statements).descendants(FunctionCallExprSyntax.self).contains { inner in
            if let method = inner.calledExpression.as(MemberAccessExprSyntax.self), let array = method.base?.as(DeclReferenceExprSyntax.self),
               ["append", "insert"].contains(method.declName.baseName.text), let first = callArgs(inner).first, first.label == nil,
               let made = arithmetic(first.syntax, parameters), !made.parameters.isDisjoint(with: elements),
               let element = appendedElement(array) {
                return ["Double", "CGFloat"].contains(element.description)
            }
            guard let callee = inner.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
            return callArgs(inner).enumerated().contains { position, argument in
                guard let made = arithmetic(argument.syntax, parameters), !made.parameters.isDisjoint(with: elements),
                      let type = parameterType(ofCallTo: callee, label: argument.label, position: position) else { return false }
                return ["Double", "CGFloat"].contains(type.description)
            }
        }
        guard passesAsDouble else { return false }
        literalContexts[base.id] = Self.integersAsDouble(receiver)
        return true
    }

    /// The type of the parameter an argument (by label and position) fills in a call of
    /// `callee`: a function the program declares once, or a struct's memberwise initialiser.
    func parameterType(ofCallTo callee: String, label: String?, position: Int) -> TypeRef? {
        if case .functions(let refs, _)? = resolve(callee), refs.count == 1, position < refs[0].paramTypes.count {
            return refs[0].paramTypes[position]
        }
        guard let t = types[callee], t.kind == .structType, !t.hasUserInit, let label, let i = t.storedIndex[label],
              i - t.fieldBase >= 0, i - t.fieldBase < t.storedTypes.count else { return nil }
        return t.storedTypes[i - t.fieldBase]
    }
}
