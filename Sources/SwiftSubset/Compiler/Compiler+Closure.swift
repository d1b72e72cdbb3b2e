import SwiftSyntax

extension Compiler {
    /// A closure expression. With `inferringResult`, a contextual function type whose result is
    /// not known (`.any`) takes the static type of the closure's single-expression body as its
    /// result (`Compiler+ClosureResultTypes.swift` reads it).
    func closure(_ c: ClosureExprSyntax, expected: TypeRef?, inferringResult: Bool = false) -> Compiled {
        checkEscapingClosureCapturesInout(c)
        var ps: [ParamDecl] = []
        var usesShorthand = false
        if let sig = c.signature, let clause = sig.parameterClause {
            switch clause {
            case .simpleInput(let list):
                ps = list.map { ParamDecl(label: nil, name: $0.name.text, type: nil, hasDefault: false, isVariadic: false, isInout: false, defaultExpr: nil) }
            case .parameterClause(let pc):
                ps = pc.parameters.map {
                    let isInout = $0.type?.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedText == "inout" } ?? false
                    return ParamDecl(label: nil, name: ($0.secondName ?? $0.firstName).text, type: $0.type.map { typeRef($0) },
                                     hasDefault: false, isVariadic: false, isInout: isInout, defaultExpr: nil)
                }
            }
        } else {
            let maxIndex = shorthandCount(Syntax(c.statements))
            usesShorthand = maxIndex > 0
            ps = (0..<maxIndex).map {
                ParamDecl(label: nil, name: "$\($0)", type: nil, hasDefault: false, isVariadic: false, isInout: false, defaultExpr: nil)
            }
        }
        _ = usesShorthand
        let signature = closureType(c, ps, expected: expected)
        if let signature {
            // Parameters without a written type take the contextual type's.
            // An `inout` parameter of the contextual type is one here too (`{ n in n = 0 }`).
            ps = zip(ps, signature.parameters).map { p, sig in
                guard p.type == nil, Self.isFullyKnown(sig.type) else {
                    var p = p
                    p.isInout = p.isInout || sig.isInout
                    return p
                }
                return ParamDecl(label: nil, name: p.name, type: sig.type, hasDefault: false, isVariadic: false,
                                 isInout: p.isInout || sig.isInout, defaultExpr: nil)
            }
        }
        var resultType = signature.flatMap { Self.isFullyKnown($0.result) && !Self.isVoid($0.result) ? $0.result : nil }
        // A written result type holds whether or not the parameters' types are written
        // (`n.map { x -> Int? in … }`: its returns are wrapped as `Int?`).
        if resultType == nil, let written = c.signature?.returnClause.map({ typeRef($0.type) }),
           Self.isFullyKnown(written), !Self.isVoid(written) {
            resultType = written
        }
        if resultType == nil, !inferringResult, let joined = literalJoinedResultType(
            c, parameters: signature?.parameters.map(\.type) ?? (ps.allSatisfy { $0.type != nil } ? ps.compactMap(\.type) : nil)) {
            resultType = joined
        }
        // `reduce(into:)` hands its closure the accumulator `inout`.
        if !ps.isEmpty, Self.isReduceIntoBody(c) { ps[0].isInout = true }
        var weakCaptures: [(String, Expr, Bool, Bool, TypeRef?)] = []
        if let capture = c.signature?.capture {
            for item in capture.items {
                let name = item.name.text
                let spec = item.specifier?.specifier.text
                let isWeak = spec == "weak" || spec == "unowned"
                let isUnowned = spec == "unowned"
                let source: Expr
                // The captured value keeps its static type (`[vm] in vm.state = .failed` with
                // a nested enum took `.failed` from another type's cases without it); a weak
                // one is optional.
                var type: TypeRef? = nil
                if let init_ = item.initializer {
                    let compiled = expr(init_.value)
                    (source, type) = (compiled.run, compiled.type)
                } else {
                    source = identifierOrSelf(name, node: item)
                    if name != "self", case .local(_, let info)? = resolve(name) { type = info.type }
                }
                if spec == "weak", let t = type, !{ if case .optional = t { true } else { false } }() { type = .optional(t) }
                weakCaptures.append((name, source, isWeak, isUnowned, type))
            }
        }
        let fn = ScriptFunction()
        let outer = scope
        scope = FunctionScope(parent: outer, selfType: nil, selfMutable: false)
        let capture = ClosureCapture(scope: scope)
        closureStack.append(capture)
        let savedTargets = breakTargets
        breakTargets = []
        let savedReturn = currentReturnType
        currentReturnType = resultType
        var captureSlots: [(Int, Expr, Bool, Bool)] = []
        for (name, src, isWeak, isUnowned, type) in weakCaptures {
            let info = scope.declare(name == "self" ? "self$capture" : name, isLet: true, type: type, isWeak: isWeak)
            captureSlots.append((info.slot, src, isWeak, isUnowned))
        }
        for p in ps {
            let info = scope.declare(p.name, isLet: !p.isInout, type: p.type)
            noteParameterView(of: p.name, type: p.type)
            fn.paramSlots.append(info.slot)
            fn.paramTypes.append(p.type.flatMap { $0.needsCoercion ? $0 : nil })
            fn.defaults.append(nil)
        }
        let stmts = c.statements
        var bodyType: TypeRef? = nil
        let savedReturns = returnsRead
        returnsRead = inferringResult ? (c.id, [], []) : nil
        defer { returnsRead = savedReturns }
        if let e = singleValueExpression(stmts) {
            // A `T!` value the body gives where a plain result is written is unwrapped, as a
            // `return` of it is.
            let compiledBody = implicitlyUnwrapped(expr(e, expected: resultType), e, for: resultType)
            checkClosureResult(compiledBody, e, of: c)
            bodyType = compiledBody.type
            let body = compiledBody.run
            if let resultType, resultType.needsCoercion {
                fn.body = { env throws(Interrupt) in env.result = coerce(try body(env), to: resultType); return .returned }
            } else {
                fn.body = { env throws(Interrupt) in env.result = try body(env); return .returned }
            }
        } else {
            fn.body = block(stmts, newScope: false)
            bodyType = returnsRead.flatMap { Self.sharedReturnType($0.types, integerLiterals: $0.integerLiterals) }
            if !inferringResult, c.signature?.returnClause == nil, Self.resultIsInferredFromReturns(c) {
                if let mismatch = integerLiteralFirstMismatches[c.id] {
                    error(mismatch.value, "type-mismatch", "cannot convert value of type '\(mismatch.type)' to closure result type 'Int'")
                }
                checkFirstReturnOfNil(c)
            }
        }
        fn.slotCount = scope.slotCount
        closureStack.removeLast()
        refuseKeepingLoopVariables(c, capture)
        let maxLevel = capture.levels.keys.max() ?? 0
        // From the first level where it changes a variable, the closure keeps the frames
        // themselves and reads their constants there too: they stay when their block or
        // function ends (they were emptied: `{ count += 1; return name }` read `()`).
        var kept: FunctionScope? = capture.scope.parent
        var level = 1
        while let frame = kept, level <= maxLevel {
            if level >= capture.minMutableLevel { frame.capturedMutable.formUnion(capture.levels[level] ?? []) }
            kept = frame.parent
            level += 1
        }
        let realFrom = min(capture.minMutableLevel, maxLevel + 1)
        let captureLevels = capture.levels
        scope = outer
        breakTargets = savedTargets
        currentReturnType = savedReturn
        // The closure's layout, read once rather than on every call.
        let paramSlots = fn.paramSlots, paramTypes = fn.paramTypes, body = fn.body
        // Frames the calls have finished with are reused by the next calls of any closure this
        // expression makes (``FramePool``); a call that throws drops its frame.
        let frames = fn.frames
        let ctx = self.ctx
        let maxDepth = ctx.limits.maxCallDepth
        let caps = captureSlots
        let paramCount = ps.count
        // A closure without a capture list whose parameters are its first slots, stored as
        // passed, is also entered with its arguments stored straight into its frame
        // (`Callable.enter`), as a plain function is: `sorted(by:)` and calls of a closure
        // value then make no argument array.
        let enters = caps.isEmpty && paramTypes.allSatisfy { $0 == nil } && paramSlots == Array(0..<paramCount)
        return Compiled({ env throws(Interrupt) in
            let parentEnv: Env? = captureLevels.isEmpty ? nil : captureParent(env, levels: captureLevels, realFrom: realFrom)
            var captured: [(Int, Value)] = []
            for (slot, src, isWeak, isUnowned) in caps {
                let v = try src(env)
                captured.append((slot, isWeak ? makeWeak(v, unowned: isUnowned) : v))
            }
            /// Runs the closure; `giveBack` receives the environment it ran in however it ends
            /// (an `inout` parameter's final value goes back even when the closure throws).
            func run(_ args: [Value], giveBack: (Env) -> Void = { _ in }) throws(Interrupt) -> Value {
                try ctx.enterCall(maxDepth: maxDepth)
                defer { ctx.depth -= 1 }
                let callEnv = frames.frame(parent: parentEnv)
                let result: Value
                do {
                    for (slot, v) in captured { callEnv.slots[slot] = v }
                    if paramCount == 1 && args.count > 1 {
                        callEnv.slots[paramSlots[0]] = .tuple(args, labels: args.map { _ in nil })
                    } else if paramCount > 1 && args.count == 1, case .tuple(let items, _) = args[0], items.count == paramCount {
                        for i in 0..<paramCount { callEnv.slots[paramSlots[i]] = items[i] }
                    } else {
                        for i in 0..<min(paramCount, args.count) {
                            var v = args[i]
                            if let t = paramTypes[i] { v = coerce(v, to: t) }
                            callEnv.slots[paramSlots[i]] = v
                        }
                    }
                    // Before the frame is emptied.
                    defer { giveBack(callEnv) }
                    _ = try body(callEnv)
                    result = callEnv.takeResult()
                }
                frames.finish(consume callEnv)
                return result
            }
            let enter: ((_ arguments: (Env) throws(Interrupt) -> Void) throws(Interrupt) -> Value)? = !enters ? nil : { arguments throws(Interrupt) in
                let callEnv = frames.frame(parent: parentEnv)
                try arguments(callEnv)
                try ctx.enterCall(maxDepth: maxDepth)
                defer { ctx.depth -= 1 }
                _ = try body(callEnv)
                let result = callEnv.takeResult()
                frames.finish(consume callEnv)
                return result
            }
            let c = Callable(name: "closure", invoke: { args, _ throws(Interrupt) in try run(args) },
                             enter: enter, enterArity: enters ? paramCount : -1)
            // Called with an `inout` first parameter (`reduce(into:)`): the parameters' final
            // values go back to the caller.
            c.inoutInvoke = { args, _ throws(Interrupt) in
                let given = args
                return try run(given) { callEnv in
                    for i in 0..<min(paramCount, args.count) { args[i] = callEnv.slots[paramSlots[i]] }
                }
            }
            return .function(c)
        }, .function(inferringResult && resultType == nil ? signature.map { s in
            var s = s
            s.result = bodyType ?? .any
            return s
        } : signature))
    }

    /// A closure's type: as written in full (`{ (x: Int) -> String in … }`), else its
    /// contextual function type when that has as many parameters, or one tuple parameter of
    /// as many parts (`{ k, v in … }` for a dictionary's `(key:value:)`), its parts then.
    func closureType(_ c: ClosureExprSyntax, _ ps: [ParamDecl], expected: TypeRef?) -> FunctionTypeRef? {
        if case .parameterClause(let pc)? = c.signature?.parameterClause, let written = c.signature?.returnClause,
           ps.allSatisfy({ $0.type != nil }), c.signature?.effectSpecifiers?.asyncSpecifier == nil,
           c.signature?.effectSpecifiers?.throwsClause?.type == nil {
            _ = pc
            return FunctionTypeRef(parameters: ps.map { .init(type: $0.type!) }, result: typeRef(written.type),
                                   throwing: c.signature?.effectSpecifiers?.throwsClause != nil)
        }
        guard case .function(var f?)? = expected.map(\.unwrappedOptional) else { return nil }
        // A closure may take a tuple's parts as its parameters (`d.forEach { k, v in … }`).
        if f.parameters.count == 1, ps.count > 1, let parts = f.parameters[0].type.tupleElements, parts.count == ps.count {
            f.parameters = parts.map { .init(type: $0) }
        }
        return f.parameters.count == ps.count ? f : nil
    }

    /// The one expression a closure's body is, whose value the closure returns: a plain
    /// expression, or an `if`/`switch` expression whose branches are single expressions
    /// (`{ x in if x > 0 { "pos" } else { "neg" } }`, Swift 5.9); nil for any other body.
    func singleValueExpression(_ stmts: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard stmts.count == 1, let only = stmts.first else { return nil }
        if case .expr(let e) = only.item { return e }
        guard case .stmt(let s) = only.item, let e = s.as(ExpressionStmtSyntax.self)?.expression,
              e.is(IfExprSyntax.self) || e.is(SwitchExprSyntax.self), branchesAreSingleExpressions(e),
              !Syntax(e).descendants(InfixOperatorExprSyntax.self).contains(where: { Self.assigns($0) }) else { return nil }
        return e
    }

    /// Whether `i` is an assignment (`=`, `+=`, …).
    static func assigns(_ i: InfixOperatorExprSyntax) -> Bool {
        if i.operator.is(AssignmentExprSyntax.self) { return true }
        guard let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return op.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(op)
    }

    /// Whether a type has no part the compiler does not know (`Any` standing for a type
    /// parameter, an unknown function type).
    static func isFullyKnown(_ t: TypeRef) -> Bool {
        switch t {
        case .any, .function(nil): return false
        case .named: return true
        case .optional(let e), .array(let e), .set(let e): return isFullyKnown(e)
        case .dictionary(let k, let v), .keyValuePairs(let k, let v): return isFullyKnown(k) && isFullyKnown(v)
        case .tuple(let ts), .labeledTuple(let ts, _): return ts.allSatisfy(isFullyKnown)
        case .function(let f?): return f.parameters.allSatisfy { isFullyKnown($0.type) } && isFullyKnown(f.result)
        }
    }

    /// `Void`, `()`.
    static func isVoid(_ t: TypeRef) -> Bool {
        if case .named("Void") = t { return true }
        if case .tuple(let ts) = t { return ts.isEmpty }
        return false
    }

    /// Whether `c` is the closure given to `reduce(into:_:)`, on a receiver written or implied
    /// (`reduce(into: 0) { $0 += $1 }` inside an extension of Array).
    static func isReduceIntoBody(_ c: ClosureExprSyntax) -> Bool {
        var call: FunctionCallExprSyntax? = c.parent?.as(FunctionCallExprSyntax.self)
        if call == nil, let arg = c.parent?.as(LabeledExprSyntax.self) {
            call = arg.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        guard let call, call.arguments.first?.label?.text == "into" else { return false }
        let called = call.calledExpression
        let name = called.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? called.as(DeclReferenceExprSyntax.self)?.baseName.text
        return name == "reduce"
    }

    private func identifierOrSelf(_ name: String, node: some SyntaxProtocol) -> Expr {
        if name == "self" { return selfValue(node).run }
        return identifier(DeclReferenceExprSyntax(baseName: .identifier(name))).run
    }

    /// The number of `$n` parameters a closure body uses (nested closures excluded).
    func shorthandCount(_ node: Syntax) -> Int {
        var maxIndex = 0
        for child in node.children(viewMode: .sourceAccurate) {
            if child.is(ClosureExprSyntax.self) { continue }
            if let tok = child.as(TokenSyntax.self), case .dollarIdentifier(let t) = tok.tokenKind,
               let n = Int(t.dropFirst()) {
                maxIndex = max(maxIndex, n + 1)
            }
            maxIndex = max(maxIndex, shorthandCount(child))
        }
        return maxIndex
    }

    /// Whether `e` is `self.init(…)` or `super.init(…)`.
    static func isDelegatingInit(_ e: ExprSyntax) -> Bool {
        guard let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
              m.declName.baseName.tokenKind == .keyword(.`init`), let base = m.base else { return false }
        return base.is(SuperExprSyntax.self) || base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    func tryExpr(_ t: TryExprSyntax, expected: TypeRef?) -> Compiled {
        let inner = expr(t.expression, expected: expected)
        let r = inner.run
        switch t.questionOrExclamationMark?.tokenKind {
        case .postfixQuestionMark? where Self.isDelegatingInit(t.expression):
            // `try? self.init(…)` in a failable initialiser: a throw makes it fail (Swift: nil).
            return Compiled({ env throws(Interrupt) in
                do throws(Interrupt) { return try r(env) } catch {
                    if case .thrown = error { throw .chainNil }
                    throw error
                }
            }, inner.type)
        case .postfixQuestionMark?:
            return Compiled({ env throws(Interrupt) in
                do throws(Interrupt) {
                    let v = try r(env)
                    if case .optional = v { return v }
                    return .optional(v)
                } catch {
                    if case .thrown = error { return .optional(nil) }
                    throw error
                }
            // Swift 5's rule: `try?` on an optional gives that optional, not a nested one.
            }, inner.type.map { if case .optional = $0 { $0 } else { .optional($0) } })
        case .exclamationMark?:
            let f = formatter
            return Compiled({ env throws(Interrupt) in
                do throws(Interrupt) { return try r(env) } catch {
                    if case .thrown(let v) = error {
                        throw .fatal("Fatal error: 'try!' expression unexpectedly raised an error: \(f.debug(v))")
                    }
                    throw error
                }
            }, inner.type)
        default:
            return inner
        }
    }

    func isExpr(_ i: IsExprSyntax) -> Compiled {
        if let bound = boundTypeTest(i.type) {
            let v = expr(i.expression).run
            return Compiled({ env throws(Interrupt) in
                guard let x = try v(env).unwrapped else { return .bool(false) }
                return .bool(try bound(env)(x))
            }, .named("Bool"))
        }
        if refuseTypeArgumentCast(i.type) { return Compiled { _ throws(Interrupt) in .void } }
        let v = expr(i.expression).run
        let check = typeCheck(typeRef(i.type), at: i.type)
        // As in Swift, `x is T` on an optional tests the wrapped value (nil is no T).
        return Compiled({ env throws(Interrupt) in
            guard let x = try v(env).unwrapped else { return .bool(false) }
            return .bool(try check(x))
        }, .named("Bool"))
    }

    func asExpr(_ a: AsExprSyntax) -> Compiled {
        // `23 as NSNumber`: Foundation bridges a number to the prelude's `NSNumber(value:)`.
        if a.questionOrExclamationMark == nil, a.type.as(IdentifierTypeSyntax.self)?.name.text == "NSNumber",
           let t = types["NSNumber"], preludeTypes.contains(ObjectIdentifier(t)) {
            return construct(t, [CallArg(label: "value", syntax: a.expression, isTrailing: false)], node: a)
        }
        if a.questionOrExclamationMark?.tokenKind == .postfixQuestionMark, let bound = boundTypeTest(a.type) {
            let v = expr(a.expression).run
            return Compiled({ env throws(Interrupt) in
                guard let x = try v(env).unwrapped, try bound(env)(x) else { return .optional(nil) }
                return .optional(x)
            }, .optional(typeRef(a.type)))
        }
        if let forced = boundForcedCast(a) { return forced }
        if a.questionOrExclamationMark != nil, refuseTypeArgumentCast(a.type) { return Compiled { _ throws(Interrupt) in .void } }
        let target = typeRef(a.type)
        let inner = expr(a.expression, expected: target)
        let v = inner.run
        let check: TypeTest = a.questionOrExclamationMark == nil ? { _ throws(Interrupt) in true } : typeCheck(target, at: a.type)
        switch a.questionOrExclamationMark?.tokenKind {
        case .postfixQuestionMark?:
            return Compiled({ env throws(Interrupt) in
                guard let x = try v(env).unwrapped, try check(x) else { return .optional(nil) }
                return .optional(x)
            }, .optional(target))
        case .exclamationMark?:
            let f = formatter
            var targetName = target.description
            if case .named(let n) = target, let t = types[n] { targetName = t.qualifiedName(module: ctx.moduleName) }
            if case .named(let n) = target, ["Int", "Double", "String", "Bool"].contains(n) { targetName = "Swift.\(n)" }
            return Compiled({ env throws(Interrupt) in
                let raw = try v(env)
                guard let x = raw.unwrapped, try check(x) else {
                    throw .fatal("Could not cast value of type '\(f.typeName(raw))' to '\(targetName)'.")
                }
                return x
            }, target)
        default:
            // `s.firstIndex(of: "l") as Any`: Swift describes a String.Index by its own text
            // (`Optional(2[utf8])`), the interpreter holds an offset; only a nil goes through.
            if case .any = target, case .optional(.named(StringIndices.typeName))? = inner.type {
                return Compiled({ env throws(Interrupt) in
                    let value = try v(env)
                    guard value.isOuterNil else { throw .unsupported("a String.Index converted to 'Any' is not supported yet") }
                    return value
                }, target)
            }
            return Compiled({ env throws(Interrupt) in coerce(try v(env), to: target) }, target)
        }
    }

    func typeValue(_ t: TypeSyntax, node: some SyntaxProtocol) -> Compiled {
        let r = typeRef(t)
        if case .named(let n) = r, let d = types[n] { return Compiled { _ throws(Interrupt) in .metatype(d) } }
        let text = Self.swiftTypeName(r) ?? r.description
        return Compiled { _ throws(Interrupt) in .standardType(text) }
    }
}

extension ValueFormatter {
    func typeName(_ v: Value) -> String {
        switch v {
        case .int: return "Swift.Int"
        case .double: return "Swift.Double"
        case .string: return "Swift.String"
        case .bool: return "Swift.Bool"
        case .object(let o): return o.type.qualifiedName(module: moduleName)
        case .structValue(let s): return s.type.qualifiedName(module: moduleName)
        case .enumValue(let t, _, _): return t.qualifiedName(module: moduleName)
        case .standardType(let name): return StandardTypeNames.qualified(name, module: moduleName) + ".Type"
        case .metatype(let t): return t.qualifiedName(module: moduleName) + ".Type"
        default: return "Any"
        }
    }
}
