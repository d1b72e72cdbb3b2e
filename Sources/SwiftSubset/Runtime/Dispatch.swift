/// Method calls and object construction at run time.
enum Dispatch {
    /// Calls `full` on `receiver`: its type's own method first, then (for a program's sequence
    /// or collection) the standard library's default (`ScriptCollections`).
    static func callMethod(_ receiver: inout Value, _ full: String, _ args: [Value], ctx: RunContext) throws(Interrupt) -> Value {
        // A struct's method is found before the switch, which holds a copy of the receiver while
        // a case runs: a copy alive during the call would share the fields of a mutating
        // method's `self`, keeping a replaced field's value until the call returns.
        if let m = structType(of: receiver)?.findMethod(full) { return try m.invoke(args, &receiver) }
        switch receiver {
        case .structValue:
            if let r = try ScriptCollections.call(receiver, full, args, ctx: ctx) { return r }
            if let v = try? Members.get(receiver, String(baseName(full))), case .function(let c) = v {
                return try c.call(args)
            }
        case .object(let o):
            if let m = o.type.findMethod(full) { return try m.invoke(args, &receiver) }
            if let r = try ScriptCollections.call(receiver, full, args, ctx: ctx) { return r }
            if let h = Members.hostOf(o.type), let obj = o.hostObject, let m = h.findMethod(full) {
                return try m(obj, args)
            }
            if let v = try? Members.get(receiver, String(baseName(full))), case .function(let c) = v {
                return try c.call(args)
            }
        case .enumValue(let t, _, _):
            if let m = t.findMethod(full) { return try m.invoke(args, &receiver) }
            if let r = try ScriptCollections.call(receiver, full, args, ctx: ctx) { return r }
        case .native(let n):
            if let m = n.hostClass.findMethod(full) { return try m(n.object, args) }
        case .metatype(let t):
            if let m = t.findStatic(full) { return try m.invoke(args, &receiver) }
            // `metatype.init(string: s)`: the type the metatype holds at run time constructs.
            if full.hasPrefix("init(") { return try Construction.construct(t, name: full, args, ctx: ctx) }
        case .weakRef:
            var v = try readWeak(receiver)
            return try callMethod(&v, full, args, ctx: ctx)
        case .optional(let inner?):
            if full == "map(_:)" || full == "flatMap(_:)" { break }
            var v = inner
            let r = try callMethod(&v, full, args, ctx: ctx)
            receiver = .optional(v)
            return r
        default: break
        }
        return try BuiltinMethods.call(&receiver, full, args, ctx: ctx)
    }

    private static func structType(of value: Value) -> TypeDecl? {
        if case .structValue(let s) = value { return s.type }
        return nil
    }
}

/// Creating struct and class instances.
enum Construction {
    static func construct(_ t: TypeDecl, name: String, _ args: [Value], ctx: RunContext?) throws(Interrupt) -> Value {
        switch t.kind {
        case .enumType:
            if name == "init(rawValue:)" {
                guard let i = t.rawValues.firstIndex(where: { valuesEqual($0, args[0]) }) else { return .optional(nil) }
                return .optional(.enumValue(t, caseIndex: i, payload: []))
            }
            if let m = t.initializers[name] {
                var me = Value.void
                let r = try invokeInit(m, args, on: &me)
                if case .optional(nil) = r { return r }
                return t.failableInits.contains(name) ? .optional(me) : me
            }
        case .structType:
            if let m = t.initializers[name] {
                var me = Value.structValue(StructValue(type: t, fields: unset(t.storedNames.count)))
                var args = args
                try m.defaultArguments?(&args)
                try runDefaults(of: t, name, on: &me)
                let r = try invokeInit(m, args, on: &me)
                if t.failableInits.contains(name) {
                    if case .optional(nil) = r { return r }
                    return .optional(me)
                }
                return me
            }
            // No argument given: the default initialiser, which initialises in declaration order.
            if args.allSatisfy(isDefaultMarker) {
                return .structValue(StructValue(type: t, fields: try defaults(t, .void)))
            }
            return .structValue(StructValue(type: t, fields: try memberwiseFields(t, args)))
        case .classType:
            // Each class's stored property defaults run as its designated initialiser begins
            // (`runInitReturning`): the fields are unset until then.
            let fields = unset(t.fieldBase + t.storedNames.count)
            // Objects count heavily against the memory limit: freeing a long chain of them
            // recurses in Swift's ARC, so the limit also bounds that recursion.
            try ctx?.allocate(Construction.objectCost)
            let instance = Instance(type: t, fields: fields, context: ctx)
            var me = Value.object(instance)
            // The root class's designated initialiser failing (throwing, or returning nil) after
            // every stored property is set, reached directly or through `super.init` or
            // `self.init`, has made the object: Swift runs its `deinit` chain as it is released.
            // (A convenience initialiser failing before `self.init`, or a subclass's before
            // `super.init`, has not; one failing after it has: `delegate(to:…)`.)
            let madeIfFailing = { () -> Bool in
                instance.reachedRootInitializer && instance.fields.allSatisfy { !isDefaultMarker($0) }
            }
            let r: Value
            do throws(Interrupt) {
                r = try runInitReturning(t, name, args, on: &me, ctx: ctx)
            } catch {
                if madeIfFailing() { instance.initialized = true }
                throw error
            }
            if case .optional(nil) = r {
                if madeIfFailing() { instance.initialized = true }
                return r
            }
            instance.initialized = true
            return initIsFailable(t, name) ? .optional(me) : me
        default: break
        }
        throw .fatal("Fatal error: '\(t.name)' cannot be constructed")
    }

    /// How many collection elements one object counts as, for the memory limit.
    static let objectCost = 64

    static func isDefaultMarker(_ v: Value) -> Bool {
        if case .void = v { return true }
        return false
    }

    static func initIsFailable(_ t: TypeDecl, _ name: String) -> Bool {
        t.firstAlongSuperclasses { d in d.initializers[name].map { _ in d.failableInits.contains(name) } } ?? false
    }

    /// The fields the memberwise initialiser makes from `args` (in declaration order, skipping
    /// initialised `let`s; a default marker where the default is taken; a lazy property keeps
    /// a value given, and is made on its first read otherwise).
    /// As in Swift, the default arguments are evaluated after the given ones, and the body
    /// then wraps wrapped properties' values and initialises the other fields in order.
    static func memberwiseFields(_ t: TypeDecl, _ args: [Value]) throws(Interrupt) -> [Value] {
        enum Field { case body, final, raw }
        var fields = [Value](repeating: .void, count: t.storedNames.count)
        var state = [Field](repeating: .body, count: t.storedNames.count)
        var a = 0
        for i in fields.indices where !(t.storedDefaults[i] != nil && !t.storedMutable[i]) {
            defer { a += 1 }
            if t.lazyInits[i] != nil {
                // A lazy property given a value (not nil) keeps it; otherwise it is made when read.
                if a < args.count, !isDefaultMarker(args[a]) {
                    if case .optional(nil) = args[a] { state[i] = .final; continue }
                    (fields[i], state[i]) = (args[a], .raw)
                } else {
                    state[i] = .final
                }
                continue
            }
            if a < args.count, !isDefaultMarker(args[a]) {
                (fields[i], state[i]) = (args[a], .raw)
            } else if let initial = t.wrappedStorage[i]?.initialValue {
                (fields[i], state[i]) = (try initial(Env(size: 1, parent: nil)), .raw)
            } else {
                (fields[i], state[i]) = (try defaultValue(t, i), .final)
            }
        }
        for i in fields.indices {
            switch state[i] {
            case .final: continue
            case .body:
                fields[i] = try defaultValue(t, i)
                continue
            case .raw: break
            }
            if let wrap = t.wrappedStorage[i]?.wrap {
                fields[i] = try wrap(fields[i])
            } else if let unowned = t.weakStored[i] {
                fields[i] = makeWeak(fields[i], unowned: unowned)
            } else if let type = t.storedTypes[i] {
                fields[i] = coerce(fields[i], to: type)
            }
        }
        return fields
    }

    /// `count` fields not yet set (default markers).
    private static func unset(_ count: Int) -> [Value] {
        [Value](repeating: .void, count: count)
    }

    /// As a struct's initialiser `name` begins: its stored property defaults, unless it
    /// delegates with `self.init` (the one it reaches runs them; swiftc 6.3.1 here: a default
    /// that prints prints after what a delegating initialiser prints before `self.init`).
    private static func runDefaults(of t: TypeDecl, _ name: String, on me: inout Value) throws(Interrupt) {
        guard t.kind == .structType, !t.delegatingInits.contains(name), case .structValue(var s) = me else { return }
        s.fields = try defaults(t, .void)
        me = .structValue(s)
    }

    /// As a class's designated initialiser begins, found on `found` for an object of `t` (or
    /// inherited through the classes between): the stored property defaults of `t`, then of
    /// each superclass up to `found` (with `including`) or below it. Swift runs a class's
    /// defaults when its own initialiser, declared or inherited, is entered: a subclass's
    /// before its superclass's, and a convenience initialiser's statements before
    /// `self.init` before any (swiftc 6.3.1 here: `class B: A { var b = note("B") }`,
    /// `B()` prints B's default, then A's, then `A.init`'s body).
    private static func runClassDefaults(from t: TypeDecl, to found: TypeDecl?, including: Bool, on me: Value) throws(Interrupt) {
        guard case .object(let o) = me else { return }
        var base = t.fieldBase
        for d in t.selfAndSuperclasses {
            if d === found, !including { return }
            for i in d.storedNames.indices { o.fields[base + i] = try defaultValue(d, i) }
            if d === found { return }
            base -= d.superclass?.storedNames.count ?? 0
        }
    }

    static func defaults(_ t: TypeDecl, _ selfValue: Value) throws(Interrupt) -> [Value] {
        var out: [Value] = []
        out.reserveCapacity(t.storedNames.count)
        for i in t.storedNames.indices { out.append(try defaultValue(t, i)) }
        return out
    }

    /// The initial value of stored property `i` of `t` when no initialiser sets it.
    static func defaultValue(_ t: TypeDecl, _ i: Int) throws(Interrupt) -> Value {
        if let d = t.storedDefaults[i] { return try d(Env(size: 1, parent: nil)) }
        // An optional `var` starts as nil; a lazy one stays unset (`.void`) until read.
        if case .optional? = t.storedTypes[i], t.storedMutable[i], t.lazyInits[t.storedIndex[t.storedNames[i]] ?? i] == nil {
            return .optional(nil)
        }
        return .void
    }

    /// Runs an initialiser found on `t` or inherited; creates the host object when a host
    /// class implements it.
    /// Runs an initialiser. A failure propagated from an initialiser it delegated to (see
    /// `propagateFailure`) is its own failure: nil.
    static func invokeInit(_ m: Callable, _ args: [Value], on me: inout Value) throws(Interrupt) -> Value {
        do {
            return try m.invoke(args, &me)
        } catch {
            if case .chainNil = error { return .optional(nil) }
            throw error
        }
    }

    /// After `self.init(...)` or `super.init(...)`: when the initialiser delegated to failed,
    /// a failable initialiser fails at once (the rest of its body does not run); any other
    /// traps, as an implicitly unwrapped `init!` that failed does in Swift.
    static func propagateFailure(_ result: Value, failable: Bool) throws(Interrupt) {
        guard case .optional(nil) = result else { return }
        if failable { throw .chainNil }
        throw .fatal("Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value")
    }

    /// `super.init(…)` or `self.init(…)` inside an initialiser of `self`'s class: runs the
    /// initialiser `name` of `t` and passes a failure on. Once it has returned, every stored
    /// property of the object is set: it is made, and Swift runs its `deinit` when it is
    /// released even if the initialiser around the call fails afterwards.
    static func delegate(to t: TypeDecl, _ name: String, _ args: [Value], on me: inout Value, failable: Bool, ctx: RunContext?) throws(Interrupt) {
        let result = try runInitReturning(t, name, args, on: &me, ctx: ctx)
        try propagateFailure(result, failable: failable)
        if case .object(let o) = me { o.initialized = true }
    }

    static func runInit(_ t: TypeDecl, _ name: String, _ args: [Value], on me: inout Value, ctx: RunContext?) throws(Interrupt) {
        _ = try runInitReturning(t, name, args, on: &me, ctx: ctx)
    }

    static func runInitReturning(_ t: TypeDecl, _ name: String, _ args: [Value], on me: inout Value, ctx: RunContext?) throws(Interrupt) -> Value {
        for d in t.selfAndSuperclasses {
            if let m = d.initializers[name] {
                // Default arguments are the call's: evaluated before the stored property
                // defaults (swiftc 6.3.1 here: `init(a: Int = f("argument"))` beside `var x =
                // f("property")` prints `argument` first).
                var args = args
                try m.defaultArguments?(&args)
                if d.kind == .classType, !d.convenienceInits.contains(name) {
                    try runClassDefaults(from: t, to: d, including: true, on: me)
                    if d.superclass == nil, case .object(let o) = me { o.reachedRootInitializer = true }
                }
                try runDefaults(of: d, name, on: &me)
                return try invokeInit(m, args, on: &me)
            }
            if let h = d.host, let factory = h.initializers[name] {
                try runClassDefaults(from: t, to: d, including: false, on: me)
                if case .object(let o) = me { o.hostObject = try factory(args, o) }
                return .void
            }
            if d.kind == .classType ? !d.inheritsInitializers : d.hasUserInit { break }
        }
        if name == "init()" || name == "init(coder:)" {
            try runClassDefaults(from: t, to: nil, including: false, on: me)
            if let h = Members.hostOf(t), let factory = h.initializers["init()"], case .object(let o) = me {
                o.hostObject = try factory([], o)
            }
            return .void
        }
        throw .unsupported("the initializer '\(name)' of '\(t.name)' is not supported yet")
    }
}
