import SwiftSyntax

/// Constructing a value of a program's type (`Point(x: 1, y: 2)`): the initialiser chosen by
/// its labels, and swiftc's errors for a construction no initialiser takes.
extension Compiler {
    func construct(_ t: TypeDecl, _ args: [CallArg], node: some SyntaxProtocol,
                   typeArguments: GenericArgumentClauseSyntax? = nil) -> Compiled {
        refuseInoutArguments(args, to: "an initialiser")
        refuseNumberBesideFloats(t, node: node)
        var full = fullName("init", args)
        // A struct's initialisers declared in its extensions stand beside its memberwise one:
        // a call may fit one of them inexactly (a variadic `init(arrayLiteral:)`).
        let fit = t.kind == .structType && !t.hasUserInit && t.initializers.isEmpty ? nil : fitIfInexact(args, to: t, name: "init", full: &full)
        var paramTypes: [TypeRef?] = []
        // The type parameters the arguments bind, by argument (`GenericBinding`).
        var uses: [Int: TypeParameterUse] = [:]
        // For a memberwise initialiser: which parameter each argument fills, and how many
        // there are (arguments may skip parameters that have defaults).
        var memberwiseSlots: (slots: [Int], count: Int)? = nil
        if let ref = methodRefs[t.name + "." + full] ?? inheritedRef(t, full) {
            paramTypes = ref.paramTypes
            if fit == nil, paramTypes.count == args.count, let call = enclosingCall(node) {
                paramTypes = boundParameterTypes(paramTypes, uses: ref.typeParameterUses, result: nil, mapping: Array(args.indices),
                                                 args, expected: nil, node: call)
                // An inherited initialiser's type parameters are its own class's.
                if methodRefs[t.name + "." + full] != nil { uses = ref.typeParameterUses }
            }
        } else if t.kind == .structType && !t.hasUserInit {
            let labels = args.map(\.label)
            // A lazy property is a parameter too (given, its value is stored; left out, its
            // initial value is made on the first read).
            let memberwise = t.storedNames.enumerated().filter { !(t.storedDefaults[$0.offset] != nil && !t.storedMutable[$0.offset]) }
            // A wrapped property's parameter is the property's (`x: Int`), not its storage's (`_x`).
            let names = memberwise.map { t.wrappedStorage[$0.offset]?.label ?? $0.element }
            // An optional `var` without a value starts as nil, so its parameter may be left out.
            let defaults = memberwise.map { m -> Bool in
                if t.storedDefaults[m.offset] != nil || t.lazyInits[m.offset] != nil { return true }
                guard t.storedMutable[m.offset], m.offset < t.storedTypes.count, case .optional? = t.storedTypes[m.offset] else { return false }
                return true
            }
            // A lazy property's parameter is optional (`b: Int? = nil`).
            let storedType = { (p: Int) -> TypeRef? in
                let i = memberwise[p].offset
                if t.lazyInits[i] != nil { return t.storedTypes[i].map { .optional($0) } }
                return t.wrappedStorage[i].map(\.parameterType) ?? t.storedTypes[i]
            }
            if let m = matchLabels(params: names, hasDefault: defaults, variadic: nil, call: labels)
                ?? memberwiseTrailingClosure(args, names: names, hasDefault: defaults, types: names.indices.map(storedType)) {
                paramTypes = m.map(storedType)
                memberwiseSlots = (m, names.count)
                for (a, slot) in m.enumerated() { uses[a] = storedTypeParameters[t.name + "." + names[slot]] }
                if let call = enclosingCall(node) {
                    paramTypes = boundParameterTypes(paramTypes, uses: uses, result: nil, mapping: Array(args.indices),
                                                     args, expected: nil, node: call)
                }
            } else {
                let got = labels.map { ($0 ?? "_") + ":" }.joined()
                let want = names.map { $0 + ":" }.joined()
                let call = enclosingCall(node)?.as(FunctionCallExprSyntax.self)
                if labels.count > names.count { error(node, "extra-argument", "extra argument in call") }
                else if labels.count == names.count, let paren = call?.leftParen {
                    reportLabels(args, expected: names, at: paren)
                } else if labels.map({ $0 ?? "_" }) == Array(names.prefix(labels.count)),
                          let missing = names.indices.dropFirst(labels.count).first(where: { !defaults[$0] }), let end = call?.rightParen {
                    error(end, "missing-argument", "missing argument for parameter '\(names[missing])' in call")
                } else { error(node, "argument-labels", "incorrect argument labels in call (have '\(got)', expected '\(want)')") }
            }
        } else if t.kind == .enumType {
            // Only an enum with a raw type (or an inherited name that may be one) has `init(rawValue:)`.
            if full != "init(rawValue:)" || t.rawType == nil && t.conformances.isEmpty {
                error(node, "no-init", "'\(t.name)' cannot be constructed because it has no accessible initializers")
            } else if t.rawType == nil {
                // A raw type other than Int, String, Double or Character (`enum Small: UInt8`): the
                // lookup found no case (nil) where swiftc finds one.
                error(node, "unsupported", "'init(rawValue:)' of '\(t.name)' is not supported yet")
            }
        } else if t.kind == .protocolType {
            error(node, "protocol-init", "type '\(t.name)' cannot be instantiated")
        } else if !initExists(t, full), !reportLabelsOfOnlyInitialiser(t, args, node: node) {
            error(node, "argument-labels", "no initializer of '\(t.name)' matches the argument labels '\(args.map { ($0.label ?? "_") + ":" }.joined())'")
        }
        var bound: BoundConstruction? = nil
        if t.isGeneric {
            bound = bindTypeParameters(t, paramTypes, uses: uses, args, explicit: typeArguments, node: node)
            paramTypes = bound?.paramTypes ?? paramTypes
        }
        let argsRun = fittedArgRunner(args, fit: fit, types: paramTypes)
        let ctx = self.ctx
        // A class's initialiser may be inherited, failable as its superclass declares it.
        let failable = (t.kind == .classType ? Construction.initIsFailable(t, full) : t.failableInits.contains(full))
            || (t.kind == .enumType && full == "init(rawValue:)")
        if !(failable || t.kind == .enumType) { noteConstructedTypeArguments(t, bound?.recorded, node: node) }
        return Compiled({ [full] env throws(Interrupt) in
            var vals = try argsRun(env)
            bound?.convert(&vals)
            if let memberwiseSlots {
                // Skipped parameters get the default marker, so each argument meets its property.
                var all = [Value](repeating: .void, count: memberwiseSlots.count)
                for (k, slot) in memberwiseSlots.slots.enumerated() { all[slot] = vals[k] }
                vals = all
            }
            let made = try Construction.construct(t, name: full, vals, ctx: ctx)
            vals.releaseLastToFirst()
            return bound?.recorded?.record(on: made) ?? made
        }, failable ? .optional(.named(t.name)) : .named(t.name))
    }

    func initExists(_ t: TypeDecl, _ full: String) -> Bool {
        for d in t.selfAndSuperclasses {
            if d.initializers[full] != nil || d.host?.initializers[full] != nil { return true }
            if d.superclass == nil && full == "init()" && (d.host != nil || d.designatedInitializers == ["init()"]) { return true }
            if d.kind == .classType ? !d.inheritsInitializers : d.hasUserInit { return false }
        }
        return false
    }

    /// swiftc's errors for a construction matching no initialiser of a struct or a class with no
    /// superclass that declares only one: its labels (`reportLabels`), or the first parameter
    /// left out ("missing argument for parameter 'n' in call", at the `)`); whether it spoke.
    private func reportLabelsOfOnlyInitialiser(_ t: TypeDecl, _ args: [CallArg], node: some SyntaxProtocol) -> Bool {
        guard t.superclass == nil, t.host == nil, t.initializers.count == 1, let key = t.initializers.keys.first,
              let ref = methodRefs[t.name + "." + key], ref.variadicIndex == nil,
              let call = enclosingCall(node)?.as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return false }
        if args.count == ref.labels.count, !ref.hasDefault.contains(true) {
            reportLabels(args, expected: ref.labels, at: call.leftParen ?? Syntax(node).firstToken(viewMode: .sourceAccurate)!)
            return true
        }
        guard args.count < ref.labels.count, args.map(\.label) == Array(ref.labels.prefix(args.count)),
              let missing = ref.labels.indices.dropFirst(args.count).first(where: { !ref.hasDefault[$0] }), let end = call.rightParen else { return false }
        error(end, "missing-argument", "missing argument for parameter \(ref.labels[missing].map { "'\($0)'" } ?? "#\(missing + 1)") in call")
        return true
    }

    /// Refuses the Foundation prelude's `NSNumber` in a program that may make Floats: a Float is
    /// held as a Double, which the box would describe and convert as one
    /// (`NSNumber(value: Float(0.1)).doubleValue` is `0.10000000149011612` in Swift).
    private func refuseNumberBesideFloats(_ t: TypeDecl, node: some SyntaxProtocol) {
        guard t.name == "NSNumber", preludeTypes.contains(ObjectIdentifier(t)), mayHoldOtherFloats(node) else { return }
        error(node, "unsupported", "'NSNumber' in a program that uses 'Float' is not supported yet")
    }
}
