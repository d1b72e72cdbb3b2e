import SwiftSyntax

extension Compiler {
    /// A key path, `\Person.address.city`, `\.name` (its root from the context: `map(\.name)`),
    /// `\.self`, with `?` and `!` inside. Its value is a function from the root to the value,
    /// so it serves where Swift accepts a key path as a function; `value[keyPath:]` reads and,
    /// for a path of settable properties, writes through it. A subscript inside a path
    /// (`\[String].[i]`) takes its arguments' values when the path is made.
    func keyPath(_ k: KeyPathExprSyntax, expected: TypeRef?) -> Compiled {
        var rootType: TypeRef? = k.root.map { typeRef($0) }
        var contextual: FunctionTypeRef? = nil
        if rootType == nil, case .function(let f?)? = expected, f.parameters.count == 1, Self.isFullyKnown(f.parameters[0].type) {
            rootType = f.parameters[0].type
            contextual = f
        }
        var current = Compiled({ env throws(Interrupt) in env.slots[0] }, rootType)
        var text: String? = rootType.flatMap(Self.swiftTypeName).map { "\\" + $0 }
        var writable: [String]? = rootType == nil ? nil : []
        // Whether the path is a `WritableKeyPath` through value types, for `type(of:)`.
        var writableValuePath = startsWritableValuePath(rootType)
        var chains = false
        // The subscripts' arguments, evaluated when the path is made; the path's code reads them
        // from the slots after the root's.
        var subscriptArguments: [(Env) throws(Interrupt) -> Value] = []
        for component in k.components {
            switch component.component {
            case .property(let p):
                let name = p.declName.baseName.text
                if name == "self" {
                    text? += ".self"
                    continue
                }
                let stored = storedProperty(of: current.type, name)
                text = stored == nil ? nil : text.map { $0 + "." + name }
                if stored != true, !hasSetter(current.type, name) { writable = nil }
                if stored != true || !startsWritableValuePath(current.type) { writableValuePath = false }
                writable?.append(name)
                current = memberOf(current, name, node: p.declName)
            case .optional(let o):
                let run = current.run
                var type: TypeRef? = nil
                if case .optional(let t)? = current.type { type = t }
                writable = nil
                if o.questionOrExclamationMark.tokenKind == .postfixQuestionMark {
                    chains = true
                    writableValuePath = false
                    text? += "?"
                    current = Compiled({ env throws(Interrupt) in
                        let v = try run(env)
                        guard case .optional(let inner) = v else { return v }
                        guard let inner else { throw .chainNil }
                        return inner
                    }, type)
                } else {
                    text? += "!"
                    current = Compiled({ env throws(Interrupt) in
                        let v = try run(env)
                        guard case .optional(let inner) = v else { return v }
                        guard let inner else { throw .fatal("Fatal error: Unexpectedly found nil while unwrapping an Optional value") }
                        return inner
                    }, type)
                }
            case .subscript(let s):
                text = nil
                writable = nil
                let (read, arguments, writableElement) = keyPathSubscript(s, of: current, firstSlot: 1 + subscriptArguments.count)
                if !writableElement { writableValuePath = false }
                current = read
                subscriptArguments += arguments
            default:
                return unsupported(component, "key path components of this kind")
            }
        }
        if chains, let t = current.type, !t.isOptional { current.type = .optional(t) }
        let read = current.run
        let access = KeyPathAccess(text: text, writablePath: writable,
                                   typeName: Self.writableKeyPathTypeName(root: rootType, value: current.type,
                                                                          writable: writableValuePath))
        let name = k.trimmedText
        let valueType = current.type
        let apply: (Value, [Value]) throws(Interrupt) -> Value = { root, arguments throws(Interrupt) in
            let env = Env(size: 1 + arguments.count, parent: nil)
            env.slots[0] = root
            for (i, argument) in arguments.enumerated() { env.slots[1 + i] = argument }
            guard chains else { return try read(env) }
            do throws(Interrupt) {
                let v = try read(env)
                if case .optional = v { return v }
                return .optional(v)
            } catch {
                if case .chainNil = error { return .optional(nil) }
                throw error
            }
        }
        // Used as a function (`map(\.name)`), the path has the function type the context
        // asks for; elsewhere its type is a key path type, which is not modelled.
        let type: TypeRef? = contextual.map { f in
            .function(FunctionTypeRef(parameters: f.parameters, result: valueType ?? f.result))
        }
        let argumentRuns = subscriptArguments
        return Compiled({ env throws(Interrupt) in
            var arguments: [Value] = []
            for argument in argumentRuns { arguments.append(try argument(env)) }
            let c = Callable(name: name) { [arguments] args, _ throws(Interrupt) in
                try apply(args.count == 1 ? args[0] : .tuple(args, labels: args.map { _ in nil }), arguments)
            }
            c.keyPath = access
            return .function(c)
        }, type)
    }

    /// The path in `value[keyPath: path]`, the only subscript labelled `keyPath`.
    func keyPathArgument(_ s: SubscriptCallExprSyntax) -> ExprSyntax? {
        guard s.arguments.count == 1, let only = s.arguments.first, only.label?.text == "keyPath" else { return nil }
        return only.expression
    }

    /// `value[keyPath: path]`, read.
    func keyPathSubscriptGet(_ s: SubscriptCallExprSyntax, _ argument: ExprSyntax) -> Compiled {
        let base = expr(s.calledExpression)
        let path = expr(argument, expected: keyPathContext(base.type))
        let b = base.run, p = path.run
        var type: TypeRef? = nil
        if case .function(let f?)? = path.type { type = f.result }
        return Compiled({ env throws(Interrupt) in
            let root = try b(env)
            return try keyPathFunction(try p(env)).call([root])
        }, type)
    }

    /// `value[keyPath: path]` as a place: `+=`, `=` through a path of settable properties.
    func keyPathSubscriptLValue(_ base: LValue, _ argument: ExprSyntax) -> LValue {
        let path = expr(argument, expected: keyPathContext(base.type))
        let p = path.run
        var type: TypeRef? = nil
        if case .function(let f?)? = path.type { type = f.result }
        func writablePath(_ env: Env) throws(Interrupt) -> (Callable, [String]) {
            let c = try keyPathFunction(try p(env))
            guard let names = c.keyPath?.writablePath else {
                throw .unsupported("assigning through a key path that is not known to be writable is not supported yet")
            }
            return (c, names)
        }
        return LValue(get: { env throws(Interrupt) in
            return try keyPathFunction(try p(env)).call([try base.get(env)])
        }, modify: { env, body throws(Interrupt) in
            let (c, names) = try writablePath(env)
            return try base.modify(env) { root throws(Interrupt) in
                var v = try c.call([root])
                let r = try body(&v)
                try KeyPathAccess.write(&root, names[...], v)
                return r
            }
        }, type: type)
    }

    /// The function type a key path read from a value of `rootType` has, for `\.name`.
    private func keyPathContext(_ rootType: TypeRef?) -> TypeRef? {
        guard let rootType, Self.isFullyKnown(rootType) else { return nil }
        return .function(FunctionTypeRef(parameters: [.init(type: rootType)], result: .any))
    }

    /// Whether `name` is a stored property of a script type: true, false, or nil when not
    /// known to be one.
    private func storedProperty(of type: TypeRef?, _ name: String) -> Bool? {
        guard case .named(let n)? = type, let t = types[n], t.host == nil, let gi = t.storedIndex[name] else { return nil }
        let i = gi - t.fieldBase
        return i >= 0 && i < t.storedMutable.count ? t.storedMutable[i] : nil
    }

    /// Whether `name` is a computed property of a script type with a setter.
    private func hasSetter(_ type: TypeRef?, _ name: String) -> Bool {
        guard case .named(let n)? = type, let t = types[n] else { return false }
        return t.findMethod("set:" + name) != nil
    }
}

/// The function a key path value is (a path stored as `Any` and cast back stays one).
private func keyPathFunction(_ v: Value) throws(Interrupt) -> Callable {
    guard case .function(let c) = v else { throw .unsupported("using a value of this kind as a key path is not supported yet") }
    return c
}
