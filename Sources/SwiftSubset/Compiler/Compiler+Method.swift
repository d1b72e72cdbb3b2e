import SwiftSyntax

extension Compiler {
    /// A method call. `lvBase` is the receiver's storage for a mutating method; `chained` says
    /// the receiver is reached through `?`: its arguments then run only once the chain has
    /// reached it (Swift evaluates nothing after a nil in the chain).
    func methodCall(lvBase: LValue?, base: Compiled, _ name: String, _ args: [CallArg], node: some SyntaxProtocol,
                    chained: Bool = false) -> Compiled {
        // `ops.add(2, 3)`, `pair.0(6)`: a closure a tuple holds under that label or at that
        // position, called.
        if let (count, labels) = Self.tupleShape(base.type), labels.contains(name) || Int(name).map({ $0 < count }) == true {
            return callValue(memberOf(base, name, node: node), args)
        }
        // `S().apply(1, 2)` with `var apply: (Int, Int) -> Int { … }`: the computed property's
        // closure, called.
        if case .named(let tn)? = base.type, let t = types[tn], t.kind != .protocolType, computesFunctionValue(t, name) {
            return callValue(memberOf(base, name, node: node), args)
        }
        var called = unboundMethodCall(lvBase: lvBase, base: base, name, args, node: node, chained: chained)
        if name == "filter", callsSequenceFilterOnSelf(node) { called = sequenceFilterResult(called) }
        guard case .named(let tn)? = base.type else { return called }
        let full = fullName(name, args)
        // A method a program's extension adds to a standard type (`extension Int { func tag<T>… }`).
        if builtinExtensions[tn] != nil { return bindingMethodFrameTypes(called, methodRefs[tn + "." + full], args, node: node) }
        guard let t = types[tn], t.kind != .protocolType else { return called }
        checkMethodCall(t, name, at: node)
        return bindingMethodFrameTypes(called, methodRefs[tn + "." + full] ?? inheritedRef(t, full), args, node: node)
    }

    /// A tuple type's element count and labels; nil for any other type.
    private static func tupleShape(_ type: TypeRef?) -> (Int, [String?])? {
        switch type {
        case .tuple(let ts)?: return (ts.count, [])
        case .labeledTuple(let ts, let labels)?: return (ts.count, labels)
        default: return nil
        }
    }

    /// Whether `node` calls `filter` on `self` inside an extension of a standard sequence
    /// protocol (`extension Sequence { func evens() -> [Element] { filter { … } } }`): there
    /// Swift calls `Sequence.filter`, which gives an array, also for a String or a Set, whose
    /// own `filter` gives a String or a Set.
    private func callsSequenceFilterOnSelf(_ node: some SyntaxProtocol) -> Bool {
        guard let call = node.ancestorOrSelf(mapping: { $0.as(FunctionCallExprSyntax.self) }) else { return false }
        let onSelf = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "filter"
            || call.calledExpression.as(MemberAccessExprSyntax.self).map {
                $0.declName.baseName.text == "filter" && $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            } == true
        guard onSelf, let e = node.ancestorOrSelf(mapping: { $0.as(ExtensionDeclSyntax.self) }) else { return false }
        let extended = e.extendedType.trimmedText
        return ["Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "StringProtocol"].contains(extended)
            && types[extended] == nil
    }

    /// `filter`'s result as `Sequence.filter` gives it: an array.
    private func sequenceFilterResult(_ called: Compiled) -> Compiled {
        let run = called.run
        return Compiled({ env throws(Interrupt) in
            switch try run(env) {
            case .string(let s): return .array(s.map { .character($0) })
            case .set(let d): return .array(d.keys)
            case .dictionary: throw .unsupported("'filter' of a dictionary in an extension of 'Sequence' is not supported yet")
            case let other: return other
            }
        }, called.type)
    }

    /// A method call with its own type parameters bound for its frame (`bindingFrameTypes`)
    /// where its body needs them: refused unless each argument is given, in order.
    func bindingMethodFrameTypes(_ called: Compiled, _ ref: FunctionRef?, _ args: [CallArg], node: some SyntaxProtocol) -> Compiled {
        guard let ref, !ref.frameBoundTypeParameters.isEmpty else { return called }
        guard ref.labels.count == args.count, ref.variadicIndex == nil else {
            error(node, "unsupported-generics",
                  "calling '\(ref.fullName)' with default or variadic arguments, where its type parameters are used in its body, is not supported yet")
            return Compiled({ _ throws(Interrupt) in .void }, called.type)
        }
        return bindingFrameTypes(called, ref, mapping: Array(args.indices), args, expected: nil, node: node,
                                 callSyntax: enclosingCall(node))
    }

    private func unboundMethodCall(lvBase: LValue?, base: Compiled, _ name: String, _ args: [CallArg], node: some SyntaxProtocol,
                                   chained: Bool) -> Compiled {
        var full = fullName(name, args)
        // The standard method the call names where an extension's turns out not to apply.
        let standardName = full
        var paramTypes: [TypeRef?] = []
        var resultType: TypeRef? = nil
        var fit: ArgumentFit? = nil
        if case .named(let tn)? = base.type, let t = builtinExtensions[tn] ?? types[tn],
           let f = fitIfInexact(args, to: t, name: name, full: &full) {
            fit = f
            paramTypes = f.ref.paramTypes
            resultType = f.ref.returnType
        }
        if case .named(let tn)? = base.type, let ext = builtinExtensions[tn], let ref = methodRefs[tn + "." + full],
           !standardMethodIsMeant(ref, args) {
            if let written = inoutMethodCall(lvBase: lvBase, base: base, full: full, args, fit: fit,
                                             paramTypes: ref.paramTypes, resultType: ref.returnType) {
                return written
            }
            let argsRun = fittedArgRunner(args, fit: fit, types: ref.paramTypes)
            let b = base.run
            let method = full
            let ctx = self.ctx
            // Checked only where each argument is its parameter's, in order.
            let paramTypes = fit.map { $0.mapping == Array(ref.paramTypes.indices) } ?? (args.count == ref.paramTypes.count) ? ref.paramTypes : []
            if let lv = lvBase, mutatingMethods.contains(tn + "." + full) {
                // `n.double()` with `extension Int { mutating func double() }`: the arguments,
                // then the method on the variable itself, which keeps what it made of `self`.
                return Compiled({ env throws(Interrupt) in
                    let vals = try argsRun(env)
                    guard let m = ext.methods[method] else { throw .fatal("Fatal error: missing extension method") }
                    return try lv.modify(env) { receiver throws(Interrupt) in
                        guard Self.argumentKindsFit(vals, paramTypes) else { return try Dispatch.callMethod(&receiver, standardName, vals, ctx: ctx) }
                        return try m.invoke(vals, &receiver)
                    }
                }, ref.returnType)
            }
            return Compiled({ env throws(Interrupt) in
                var receiver = try b(env)
                let vals = try argsRun(env)
                guard let m = ext.methods[method] else { throw .fatal("Fatal error: missing extension method") }
                guard Self.argumentKindsFit(vals, paramTypes) else { return try Dispatch.callMethod(&receiver, standardName, vals, ctx: ctx) }
                return try m.invoke(vals, &receiver)
            }, ref.returnType)
        }
        if case .named(let tn)? = base.type, let t = types[tn], t.kind != .protocolType, fit == nil {
            if let ref = methodRefs[tn + "." + full] ?? inheritedRef(t, full) {
                paramTypes = ref.paramTypes
                if paramTypes.count == args.count, let call = enclosingCall(node) {
                    _ = refuseUnsureNumericLiterals(ref, mapping: Array(args.indices), args, expected: nil, call: call)
                    paramTypes = boundParameterTypes(paramTypes, uses: ref.typeParameterUses, result: ref.resultTypeParameter,
                                                     mapping: Array(args.indices), args, expected: nil, node: call)
                }
                resultType = ref.returnType
            } else if !hasMember(t, name, isStatic: false) {
                error(node, "no-member", "value of type '\(t.name)' has no member '\(name)'")
            } else if Members.hostOf(t)?.findMethod(full) == nil,
                      !t.methods.keys.contains(where: { baseName($0) == name && $0 == full }) {
                if let refusal = standardSequenceMemberRefusal(t, full) {
                    error(node, "unsupported", refusal)
                } else if !ScriptCollections.answers(t, full), allMethodNames(t).contains(where: { baseName($0) == name }) {
                    if !reportLabelsOfOnlyMethod(t, name, args, node: node) {
                        error(node, "argument-labels", "incorrect argument labels in call to '\(name)'")
                    }
                }
            }
        }
        // Whether `reduce` was typed as an array's below (others' are typed after).
        var reduceTyped = false
        if let written = inoutMethodCall(lvBase: lvBase, base: base, full: full, args, fit: fit,
                                         paramTypes: paramTypes, resultType: resultType) {
            return written
        }
        if fit == nil, let viaExtension = standardExtensionCall(lvBase: lvBase, base: base, name, args) { return viaExtension }
        if case .array(let el)? = base.type {
            refuseClosureArity(name, args, element: el)
            checkEquatableElement(el, full, args, at: node)
            switch name {
            case "sorted", "filter", "reversed", "shuffled": resultType = base.type
            case "first", "last", "min", "max", "popLast", "randomElement": resultType = .optional(el)
            // An array's index (a variable holding one stays optional: `g = 1` is `Optional(1)`).
            case "firstIndex", "lastIndex": resultType = .optional(.named("Int"))
            case "removeLast", "removeFirst", "remove": resultType = el
            case "reduce":
                if let initial = reduceInitialType(args, element: el) ?? Self.reduceLiteralSeedType(args, element: el)
                    ?? closureDecidedSeedType(args, element: el) {
                    paramTypes = [initial, Self.reduceClosureType(args, accumulator: initial, element: el)]
                    resultType = initial
                }
                reduceTyped = true
            case "append", "insert": paramTypes = [el]
            // `contains(where:)` and `contains { … }` take a closure, typed below.
            case "contains" where args.count == 1 && args[0].label == nil && !args[0].syntax.is(ClosureExprSyntax.self):
                paramTypes = [el]
            default: break
            }
        }
        if case .named(let text)? = base.type, text == "String" || text == "Substring",
           let result = StringIndices.methodResults[full] { resultType = result }
        // A String's `filter` is a String, its `split` an array of Substrings, Foundation's
        // `components(separatedBy:)` an array of Strings.
        if resultType == nil, case .named(let text)? = base.type, text == "String" || text == "Substring" {
            if text == "String", name == "filter", args.count == 1 { resultType = .named("String") }
            if name == "split", args.first?.label == "separator" || args.first?.label == "whereSeparator" { resultType = .array(.named("Substring")) }
            if full == "components(separatedBy:)", ctx.importsFoundation { resultType = .array(.named("String")) }
        }
        if resultType == nil {
            resultType = closureMappedResultType(base.type, name, args) ?? Self.sameTypeNumberMethodResult(base.type, name)
                ?? Self.orderedElementsResult(base.type, name, args)
        }
        // `xs.enumerated().map { … }`, `zip(a, b).map { … }`: an array of what the closure
        // gives for each element.
        if resultType == nil, base.type == nil, ["map", "compactMap", "flatMap"].contains(name),
           let receiver = Syntax(node).parent?.as(MemberAccessExprSyntax.self)?.base, let element = viewElementType(receiver) {
            resultType = closureMappedResultType(.array(element), name, args)
        }
        if case .set(let el)? = base.type, let result = SetIndices.resultType(full, element: el) { resultType = result }
        if case .set(let el)? = base.type, ["insert", "contains", "remove"].contains(name), args.count == 1, args[0].label == nil,
           !args[0].syntax.is(ClosureExprSyntax.self) {
            paramTypes = [el]
        }
        // A set's, dictionary's, range's, slice's or view's `reduce` with a closure: its seed and
        // its closure's parameters typed as an array's are.
        if name == "reduce", !reduceTyped, fit == nil, paramTypes.isEmpty, args.count == 2, args[1].syntax.is(ClosureExprSyntax.self),
           let el = elementType(of: Syntax(node).parent?.as(MemberAccessExprSyntax.self)?.base, typed: base.type),
           Self.isFullyKnown(el), let initial = Self.reduceLiteralSeedType(args, element: el) ?? closureDecidedSeedType(args, element: el) {
            paramTypes = [initial, Self.reduceClosureType(args, accumulator: initial, element: el)]
            resultType = initial
        }
        // An ArraySlice's `reduce(0, +)` over Doubles starts from 0.0, as an array's does.
        if name == "reduce", Self.isArraySliceType(base.type), !base.type!.isOptional, paramTypes.isEmpty,
           let el = Self.sequenceElementType(base.type), let seed = Self.reduceLiteralSeedType(args, element: el) {
            paramTypes = [seed, nil]
            resultType = seed
        }
        // A range's slice is a range (`a.indices.suffix(from: 2)`, `IndexBoundSlices`).
        if case .named("Range")? = base.type, IndexBoundSlices.partialRange(full, 0) != nil { resultType = base.type }
        if case .array? = base.type, IndexBoundSlices.partialRange(full, 0) != nil { resultType = Self.arraySliceType(of: base.type) }
        if fit == nil, resultType == nil, let sliced = Self.sliceMethodResult(base.type, name, args) { resultType = sliced }
        if fit == nil, args.isEmpty, name == "makeIterator", let iterator = Self.standardIteratorType(of: base.type) { resultType = iterator }
        if args.isEmpty, name == "next", Self.isStandardIterator(base.type) { resultType = Self.standardIteratorNext(base.type) }
        if fit == nil, paramTypes.allSatisfy({ $0 == nil }),
           let handed = standardClosureParameterTypes(base.type, name, args,
                                                      receiverSyntax: Syntax(node).parent?.as(MemberAccessExprSyntax.self)?.base) {
            paramTypes = handed
        }
        var bindToReceiver: ReceiverBinding? = nil
        if fit == nil, case .named(let tn)? = base.type, let t = types[tn], t.isGeneric, t.kind != .protocolType,
           let ref = methodRefs[tn + "." + full] ?? inheritedRef(t, full) {
            bindToReceiver = receiverBinding(t, ref, args)
            refuseUnboundLiteralArguments(t, ref, args)
        }
        let argsRun = appendingToUntypedVariable(Syntax(node).parent?.as(MemberAccessExprSyntax.self)?.base, read: base.run, name, args,
                                                 wrappingOptionalElement(base.type, name, args, fittedArgRunner(args, fit: fit, types: paramTypes)))
        let ctx = self.ctx
        let b = base.run
        let method = full
        let point = memberPoint(node)
        // A Float's square root or remainder, computed in single precision as Swift does.
        if fit == nil, Self.isFloat(base.type), FloatDigits.methods[full] != nil {
            let floatArgs = argRunners(args, types: args.map { _ in .named("Float") })
            return Compiled({ env throws(Interrupt) in
                let receiver = try b(env)
                var vals: [Value] = []
                for a in floatArgs { vals.append(try a(env)) }
                return ctx.signingMadeNaN(try FloatDigits.call(method, receiver, vals), .void)
            }, .named("Float"))
        }
        var lvBase = lvBase
        // Where the order of the receiver's indices and the arguments cannot be seen, the
        // receiver's path runs inside its access (no parts array).
        if let receiver = Syntax(node).parent?.as(MemberAccessExprSyntax.self)?.base,
           evaluationOrderIsUnseen(place: receiver, args.map(\.syntax)) {
            lvBase?.staged = nil
        }
        if fit == nil, case .named(let tn)? = base.type, let t = types[tn], let chooser = overloadChooser(t, full, args, node: node) {
            if let lv = lvBase, t.kind != .classType {
                if chained {
                    error(node, "unsupported", "choosing among a mutating method's overloads through '?' for an argument of a generic or protocol type is not supported yet")
                }
                return Compiled({ env throws(Interrupt) in
                    try lv.access(env, reading: true, after: argsRun, { vals, v throws(Interrupt) in
                        try bindToReceiver?.apply(&vals, receiver: v, env: env)
                        return try chooser.invoke(vals, &v)
                    }, then: { $0.releaseLastToFirst() })
                }, resultType)
            }
            return Compiled({ env throws(Interrupt) in
                var receiver = try b(env)
                var vals = try argsRun(env)
                try bindToReceiver?.apply(&vals, receiver: receiver, env: env)
                let result = try chooser.invoke(vals, &receiver)
                vals.releaseLastToFirst()
                return result
            }, resultType)
        }
        if let lv = lvBase, chained {
            return Compiled({ env throws(Interrupt) in
                try lv.modify(env) { v throws(Interrupt) in
                    var vals = try argsRun(env)
                    try bindToReceiver?.apply(&vals, receiver: v, env: env)
                    return try Self.callMethod(&v, method, vals, ctx, at: point)
                }
            }, resultType)
        }
        if let lv = lvBase {
            return Compiled({ env throws(Interrupt) in
                try lv.access(env, reading: true, after: argsRun, { vals, v throws(Interrupt) in
                    try bindToReceiver?.apply(&vals, receiver: v, env: env)
                    return try Self.callMethod(&v, method, vals, ctx, at: point)
                }, then: { $0.releaseLastToFirst() })
            }, resultType)
        }
        return Compiled({ env throws(Interrupt) in
            var receiver = try b(env)
            var vals = try argsRun(env)
            try bindToReceiver?.apply(&vals, receiver: receiver, env: env)
            let result = try Self.callMethod(&receiver, method, vals, ctx, at: point)
            vals.releaseLastToFirst()
            return result
        }, resultType)
    }

    /// A standard Sequence or Collection method called on a program's own sequence type that
    /// neither the type (or a protocol extension) declares nor `ScriptCollections` answers:
    /// the refusal's words; nil otherwise.
    func standardSequenceMemberRefusal(_ t: TypeDecl, _ full: String) -> String? {
        guard ScriptCollections.adoptsSequence(t), t.findMethod(full) == nil, !ScriptCollections.answers(t, full) else { return nil }
        guard ScriptCollections.standardMemberNames.contains(String(baseName(full))) else { return nil }
        return "the \(ScriptCollections.kind(of: t)) member '\(full)' of '\(t.name)' is not supported yet"
    }

    /// Whether `name` is a computed property of `t` whose written type is a function's, and no
    /// method of `t` has that base name.
    private func computesFunctionValue(_ t: TypeDecl, _ name: String) -> Bool {
        guard let owner = t.selfAndSuperclasses.first(where: { memberTypes[$0.name + "." + name] != nil }),
              case .function? = memberTypes[owner.name + "." + name] else { return false }
        let names = allMethodNames(t)
        return names.contains("get:" + name) && !names.contains { !$0.hasPrefix("get:") && !$0.hasPrefix("set:") && baseName($0) == name }
    }

    func allMethodNames(_ t: TypeDecl) -> [String] {
        t.selfAndSuperclasses.flatMap { d in Array(d.methods.keys) + (d.host.map { Array($0.methods.keys) } ?? []) }
    }

    func inheritedRef(_ t: TypeDecl, _ full: String) -> FunctionRef? {
        t.superclass?.firstAlongSuperclasses { methodRefs[$0.name + "." + full] }
    }

    func staticCall(_ t: TypeDecl, _ name: String, _ args: [CallArg], node: some SyntaxProtocol) -> Compiled {
        if let i = t.caseNames.firstIndex(of: name) {
            let caseTypes = i < t.caseTypes.count ? t.caseTypes[i] : []
            let ctx = self.ctx
            let runners = argRunners(args, types: caseTypes)
            return Compiled({ env throws(Interrupt) in
                var vals: [Value] = []
                for r in runners { vals.append(try r(env)) }
                return try Self.makeCase(t, caseIndex: i, vals, ctx: ctx)
            }, .named(t.name))
        }
        var full = fullName(name, args)
        let fit = fitIfInexact(args, to: t, name: name, full: &full, isStatic: true)
        let ref = methodRefs[t.name + ".static." + full] ?? fit?.ref
        if let throughSelf = staticRequirementCallThroughSelf(t, name, full: full, args, ref: ref, fitted: fit != nil, node: node) {
            return throughSelf
        }
        if t.findStatic(full) == nil && t.host?.staticMethods[full] == nil {
            if hasMember(t, name, isStatic: true) {
                return callValue(staticMember(t, name, node: node), args)
            }
            error(node, "no-member", "type '\(t.name)' has no member '\(name)'")
        }
        var paramTypes = ref?.paramTypes ?? []
        if let ref, fit == nil, paramTypes.count == args.count, let call = enclosingCall(node) {
            _ = refuseUnsureNumericLiterals(ref, mapping: Array(args.indices), args, expected: nil, call: call)
            paramTypes = boundParameterTypes(paramTypes, uses: ref.typeParameterUses, result: ref.resultTypeParameter,
                                             mapping: Array(args.indices), args, expected: nil, node: call)
        }
        if let written = inoutMethodCall(lvBase: nil, base: Compiled({ _ throws(Interrupt) in .metatype(t) }), full: full, args,
                                         fit: fit, paramTypes: paramTypes, resultType: ref?.returnType) {
            return bindingMethodFrameTypes(written, ref, args, node: node)
        }
        let argsRun = fittedArgRunner(args, fit: fit, types: paramTypes)
        return bindingMethodFrameTypes(Compiled({ [full] env throws(Interrupt) in
            var vals = try argsRun(env)
            if let m = t.findStatic(full) {
                var me = Value.metatype(t)
                let result = try m.invoke(vals, &me)
                vals.releaseLastToFirst()
                return result
            }
            if let m = t.host?.staticMethods[full] { return try m(vals) }
            throw .unsupported("the static member '\(full)' is not supported yet")
        }, ref?.returnType), ref, args, node: node)
    }

    func implicitMemberCall(_ name: String, _ args: [CallArg], node: some SyntaxProtocol, expected: TypeRef?) -> Compiled {
        var target = expected
        if case .optional(let inner)? = expected { target = inner }
        if let some = optionalSome(name, args, expected: expected) { return some }
        if let refused = refuseImplicitMemberOfTypeParameter(name, target, node: node) { return refused }
        if case .named(let tn)? = target, let t = types[tn] {
            // `.init(…)` where the context gives the type (`items = [.init(image: i)]`).
            if name == "init" { return construct(t, args, node: node) }
            return staticCall(t, name, args, node: node)
        }
        if name != "init", let added = standardExtensionDeclaring(name, for: target, isCall: true) { return staticCall(added, name, args, node: node) }
        // A standard type's initialiser where the context gives the type
        // (`var grid: [[Int]] = .init(repeating: .init(repeating: 0, count: 3), count: 2)`).
        if name == "init", case .array(let element)? = target {
            if args.isEmpty { return Compiled({ _ throws(Interrupt) in .array([]) }, target) }
            return arrayInit(element: element, args, node: node)
        }
        if name == "init", case .named(let tn)? = target, types[tn] == nil,
           let value = builtinCall(tn, args, node: node, expected: target) {
            return value
        }
        // Where the context gives no type (`.now() + 1.0`), the one type with that static
        // method; before enum cases of that name (`.medium()` is a sheet detent, not the
        // payload-less case `medium` of the detent identifiers).
        let full = fullName(name, args)
        let owners = types.values.filter { $0.staticMethods[full] != nil || $0.host?.staticMethods[full] != nil }
        if owners.count == 1 { return staticCall(owners[0], name, args, node: node) }
        if let t = firstTypeInFixedOrder(where: { $0.caseNames.contains(name) }) {
            refuseAmbiguousCase(name, node: node)
            return staticCall(t, name, args, node: node)
        }
        if name == "init", let t = overloadParameterType(takingInitAt: node, args) { return construct(t, args, node: node) }
        let extended = builtinExtensions.keys.filter { standardExtensionDeclaring(name, for: .named($0), isCall: true) != nil }
        if name != "init", owners.isEmpty, extended.count == 1, let added = builtinExtensions[extended[0]] {
            return staticCall(added, name, args, node: node)
        }
        if let refused = formatStyleRefusal(node) { return refused }
        error(node, "cannot-infer-member", "cannot infer contextual base in reference to member '\(name)'")
        return Compiled { _ throws(Interrupt) in .void }
    }

    /// The call expression whose called name (a type's, a method's) is `node`.
    func enclosingCall(_ node: some SyntaxProtocol) -> ExprSyntax? {
        var cur: Syntax? = Syntax(node)
        for _ in 0..<4 {
            guard let c = cur else { return nil }
            if let call = c.as(FunctionCallExprSyntax.self) { return ExprSyntax(call) }
            cur = c.parent
        }
        return nil
    }

    /// Whether the initialiser around `node` is failable (`init?` or `init!`).
    static func enclosingInitializerIsFailable(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let n = current {
            if let i = n.as(InitializerDeclSyntax.self) { return i.optionalMark != nil }
            current = n.parent
        }
        return false
    }

    /// swiftc's label errors for a call of a type's method `name` where the type has only one
    /// (`reportMissingOrExtraneousLabels`, at the call's `(`); whether it spoke.
    private func reportLabelsOfOnlyMethod(_ t: TypeDecl, _ name: String, _ args: [CallArg], node: some SyntaxProtocol) -> Bool {
        let candidates = allMethodNames(t).filter { baseName($0) == name }
        guard candidates.count == 1, let ref = methodRefs[t.name + "." + candidates[0]] ?? inheritedRef(t, candidates[0]),
              ref.variadicIndex == nil, !ref.hasDefault.contains(true),
              let paren = enclosingCall(node)?.as(FunctionCallExprSyntax.self)?.leftParen else { return false }
        return reportMissingOrExtraneousLabels(args, expected: ref.labels, at: paren)
    }
}
