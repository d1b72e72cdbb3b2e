import SwiftSyntax

/// Subscripts and `count` in expressions: reads (`a[i]`, `a.count`) and the places assignments
/// write through (`a[i] = v`, `counts[k] += 1`).
extension Compiler {
    /// `a.count` on an array: read without going through the members by name, and in place
    /// when `a` is a variable of this frame (no copy of the array is made and released).
    func arrayCount(_ base: Compiled) -> Compiled {
        if case .slot(let slot)? = base.operand {
            return Compiled({ env throws(Interrupt) in
                if case .array(let a) = env.slots[slot] { return .int(a.count) }
                return try Members.get(env.slots[slot], "count")
            }, .named("Int"))
        }
        let b = base.run
        return Compiled({ env throws(Interrupt) in
            let v = try b(env)
            if case .array(let a) = v { return .int(a.count) }
            return try Members.get(v, "count")
        }, .named("Int"))
    }

    /// Whether `e` names a stored variable (no accessors or observers, not weak), whose read
    /// has no effect of its own and so may come after other evaluation.
    func isStoredVariable(_ e: ExprSyntax) -> Bool {
        guard let r = e.as(DeclReferenceExprSyntax.self), r.baseName.text != "self",
              case .local(_, let info)? = resolve(r.baseName.text) else { return false }
        return info.accessors == nil && !info.isWeak
    }

    /// Whether a value of static type `type` takes `[...]` here: an array or a String, whose
    /// indices start at 0 in Swift as here (a slice's or Substring's may not).
    private static func takesUnboundedRange(_ type: TypeRef?) -> Bool {
        switch type {
        case .array?, .named("String")?: return true
        default: return false
        }
    }

    /// A subscript's arguments compiled; a dictionary's literal key takes its key type and its `default:` its value
    /// type, so an empty literal there is that type's (`sets[k, default: []].insert(x)` makes a
    /// Set, `lists[k, default: []]` an array).
    func subscriptArguments(_ s: SubscriptCallExprSyntax, of baseType: TypeRef?) -> [Compiled] {
        var keyType: TypeRef? = nil, valueType: TypeRef? = nil
        if case .dictionary(let k, let v)? = baseType { (keyType, valueType) = (k, v) }
        return s.arguments.map { a in
            // `a[...]`: the unbounded range, every index from the start.
            if a.label == nil, s.arguments.count == 1, let r = a.expression.as(DeclReferenceExprSyntax.self),
               r.baseName.text == "...", globalFunctions["..."] == nil {
                guard Self.takesUnboundedRange(baseType) else {
                    error(r, "unsupported", "the unbounded range '[...]' on this value is not supported yet")
                    return Compiled { _ throws(Interrupt) in .void }
                }
                return Compiled({ _ throws(Interrupt) in .partialRange(.from(0)) }, .named("Range"))
            }
            // A literal key takes the key type whatever the subscript's own context
            // (`print(d[2])` of `[Double: String]` looks up `2.0`).
            if a.label == nil, let keyType, literalDefaultType(a.expression) != nil { return expr(a.expression, expected: keyType) }
            guard a.label?.text == "default", let valueType else { return expr(a.expression) }
            let fallback = expr(a.expression, expected: valueType)
            guard valueType.needsCoercion else { return fallback }
            let run = fallback.run
            return Compiled({ env throws(Interrupt) in coerce(try run(env), to: valueType) }, valueType)
        }
    }

    func subscriptGet(_ s: SubscriptCallExprSyntax) -> Compiled {
        if let path = keyPathArgument(s) { return keyPathSubscriptGet(s, path) }
        if let t = staticTypeOf(s.calledExpression), t.findStatic("subscript") != nil {
            // A static subscript: `Planet[4]`.
            let args = s.arguments.map { expr($0.expression).run }
            return Compiled({ env throws(Interrupt) in
                var vals: [Value] = []
                for a in args { vals.append(try a(env)) }
                guard let m = t.findStatic("subscript") else { throw .unsupported("this static subscript is not supported yet") }
                var me = Value.metatype(t)
                return try m.invoke(vals, &me)
            }, memberTypes[t.name + ".static.subscript"])
        }
        if let known = substringSubscript(s) { return known }
        refuseOffsetIndices(receiver: s.calledExpression, "a subscript", at: s)
        let base = expr(s.calledExpression)
        if let added = standardSubscriptGet(base, s) { return added }
        let compiledArgs = subscriptArguments(s, of: base.type)
        checkStringSubscript(base, compiledArgs, s)
        let args = compiledArgs.map(\.run)
        let labels = s.arguments.map { $0.label?.text }
        let b = base.run
        var type: TypeRef? = nil
        switch base.type {
        // A range (`a[1..<3]`, `a[2...]`) gives a slice of the array.
        case .array(let el)?:
            if case .named("Range")? = compiledArgs.first?.type { type = Self.arraySliceType(of: base.type) } else { type = el }
        case .dictionary(_, let v)?: type = labels.contains("default") ? v : .optional(v)
        case .set(let el)?: type = el
        // A KeyValuePairs' pair (`kv[0].value`).
        case .keyValuePairs?: if case .named("Int")? = compiledArgs.first?.type { type = Self.sequenceElementType(base.type) }
        case .named(let tn)?:
            let key = programSubscriptKey(tn, labels)
            type = typeArgumentMemberType(s.calledExpression, key) ?? memberTypes[tn + "." + key]
        default: break
        }
        if args.count == 1, labels == [nil] {
            // From the `Compiled` value: a closure taken out of an array of closures is
            // called through reabstraction thunks.
            let a0 = compiledArgs[0].run
            // A stored variable is read after the index, as Swift reads it (`a[grow()]` sees
            // what `grow()` appended to `a`); one of this frame is read in place, so no copy of
            // the array is made and released.
            if case .slot(let slot)? = base.operand {
                return Compiled({ env throws(Interrupt) in
                    let index = try a0(env)
                    return try Subscripts.get(at: index, of: env.slots[slot])
                }, type)
            }
            if isStoredVariable(s.calledExpression) {
                return Compiled({ env throws(Interrupt) in
                    let index = try a0(env)
                    return try Subscripts.get(at: index, of: try b(env))
                }, type)
            }
            return Compiled({ env throws(Interrupt) in
                let container = try b(env)
                return try Subscripts.get(at: try a0(env), of: container)
            }, type)
        }
        // As for one index, a stored variable is read after the arguments; a dictionary's
        // `default:` runs only for a missing key (an autoclosure in Swift).
        let readsAfter = isStoredVariable(s.calledExpression)
        let lazyDefault = Self.hasLazyDefault(base.type, labels)
        let evaluated = lazyDefault ? Array(args.dropLast()) : args
        let fallback = lazyDefault ? args.last : nil
        return Compiled({ env throws(Interrupt) in
            var container = readsAfter ? Value.void : try b(env)
            var vals: [Value] = []
            for a in evaluated { vals.append(try a(env)) }
            if readsAfter { container = try b(env) }
            if let fallback { try Self.appendDefault(&vals, fallback, env, container) }
            let result = try Subscripts.get(container, vals, labels: labels)
            vals.releaseLastToFirst()
            return result
        }, type)
    }

    /// The key a program type's subscript of these argument labels is recorded under
    /// (`memberTypes`, `typeArgumentMemberType`).
    func programSubscriptKey(_ typeName: String, _ labels: [String?]) -> String {
        let labelled = Subscripts.programSubscriptName(labels)
        return types[typeName]?.findMethod(labelled) != nil ? labelled : "subscript"
    }

    func subscriptLValue(_ base: LValue, _ s: SubscriptCallExprSyntax) -> LValue {
        if let path = keyPathArgument(s) { return keyPathSubscriptLValue(base, path) }
        if let added = standardSubscriptLValue(base, s) { return added }
        let args = subscriptArguments(s, of: base.type).map(\.run)
        let labels = s.arguments.map { $0.label?.text }
        let get = base.get
        var type: TypeRef? = nil
        if case .array(let el)? = base.type { type = el }
        // `a[0...1] = [8, 9]`: a range of an array takes elements of its type (`[Double]`'s
        // stores `8.0`).
        if case .array? = base.type, s.arguments.count == 1, let index = s.arguments.first, Self.writesRange(index.expression) {
            type = base.type
        }
        if case .dictionary(_, let v)? = base.type { type = labels.contains("default") ? v : .optional(v) }
        // A program subscript's declared type types what is assigned through it (`g[1] = 3 / 2`
        // stores `1.5` for a `subscript(i: Int) -> Double`), as its reads are typed.
        if case .named(let tn)? = base.type, types[tn] != nil { type = memberTypes[tn + "." + programSubscriptKey(tn, labels)] }
        // Where the base has indices or calls of its own (`grid[i][j] = v`), they would run
        // after the value here, so the value keeps running first, as it does for `modify`.
        let baseHasArguments = s.calledExpression.tokens(viewMode: .sourceAccurate).contains {
            $0.tokenKind == .leftSquare || $0.tokenKind == .leftParen
        }
        // Through `?` (`opt?[i][j] = v`) Swift evaluates the indices once the chain has
        // reached a value, in order, and none when it meets nil: inside the base's access.
        let chained = spineHasOptionalChain(s.calledExpression)
        if args.count == 1, labels == [nil] {
            // One index (`a[i] = x`, `counts[key] += 1`): no argument array is made.
            let index = args[0]
            var place = LValue(get: { env throws(Interrupt) in
                let c = try get(env)
                return try Subscripts.get(at: try index(env), of: c)
            }, modify: { env, body throws(Interrupt) in
                if chained {
                    return try base.modify(env) { container throws(Interrupt) in
                        try Subscripts.modify(&container, at: try index(env), body)
                    }
                }
                let i = try index(env)
                return try base.modify(env) { container throws(Interrupt) in
                    try Subscripts.modify(&container, at: i, body)
                }
            }, type: type)
            if let bs = base.staged { place.staged = stagedSubscript(bs, args, labels: labels, lazyDefault: false) }
            if !baseHasArguments {
                place.assignIndexed = { env, value throws(Interrupt) in
                    let i = try index(env)
                    let v = try value(env)
                    _ = try base.modify(env) { container throws(Interrupt) in
                        try Subscripts.assign(&container, at: i, v)
                        return .void
                    }
                }
            }
            return place
        }
        var place = LValue(get: { env throws(Interrupt) in
            let c = try get(env)
            var vals: [Value] = []
            for a in args { vals.append(try a(env)) }
            return try Subscripts.get(c, vals, labels: labels)
        }, modify: { env, body throws(Interrupt) in
            var vals: [Value] = []
            if chained {
                let r = try base.modify(env) { container throws(Interrupt) in
                    for a in args { vals.append(try a(env)) }
                    return try Subscripts.modify(&container, vals, labels: labels, body)
                }
                vals.releaseLastToFirst()
                return r
            }
            for a in args { vals.append(try a(env)) }
            let r = try base.modify(env) { container throws(Interrupt) in
                try Subscripts.modify(&container, vals, labels: labels, body)
            }
            vals.releaseLastToFirst()
            return r
        }, type: type)
        let lazyDefault = Self.hasLazyDefault(base.type, labels)
        if let bs = base.staged { place.staged = stagedSubscript(bs, args, labels: labels, lazyDefault: lazyDefault) }
        if !baseHasArguments, !lazyDefault {
            place.assignIndexed = { env, value throws(Interrupt) in
                var vals: [Value] = []
                for a in args { vals.append(try a(env)) }
                let v = try value(env)
                _ = try base.modify(env) { container throws(Interrupt) in
                    try Subscripts.assign(&container, vals, labels: labels, v)
                    return .void
                }
                vals.releaseLastToFirst()
            }
        }
        return place
    }
}
