/// Reading and writing properties of runtime values.
enum Members {
    /// The error for a member of a value that has none. In a program swiftc accepts, a nil
    /// reached here is an implicitly unwrapped optional (`@IBOutlet var label: UILabel!` never
    /// connected), since swiftc lets a plain optional's member through only with `?` or `!`:
    /// Swift's own message then (swiftc 6.3: "Fatal error: Unexpectedly found nil while
    /// implicitly unwrapping an Optional value"). Anything else is not supported yet, naming
    /// the program's type of the value where it has one.
    static func noMember(_ v: Value, _ name: String) -> Interrupt {
        if case .optional(nil) = v {
            return .fatal("Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value")
        }
        if let t = ScriptSequences.scriptType(of: v) {
            return .unsupported("the member '\(name)' of a '\(t.name)' value is not supported yet")
        }
        return .unsupported("the member '\(name)' of this value is not supported yet")
    }

    static func get(_ base: Value, _ name: String) throws(Interrupt) -> Value {
        switch base {
        case .structValue(let s):
            if let i = s.type.storedIndex[name] {
                // A lazy property not yet read is read through its value's place
                // (`Compiler+LazyStructProperties`); reached otherwise, it is refused.
                if case .void = s.fields[i], s.type.lazyInits[i] != nil {
                    throw .unsupported("reading the lazy property '\(name)' of a struct value here is not supported yet")
                }
                return try readWeak(s.fields[i])
            }
            if let g = s.type.findMethod("get:" + name) { var me = base; return try g.invoke([], &me) }
            if let v = try ScriptCollections.property(base, name) { return v }
            return try boundMethod(base, s.type, name)
        case .object(let o):
            if let i = o.type.storedIndex[name] ?? inheritedIndex(o.type, name) {
                let v = o.fields[i]
                if case .weakRef = v { return try readWeak(v) }
                if case .void = v, let lazy = lazyInit(o.type, i) {
                    let made = try lazy(Env(size: 1, parent: nil).with(slot0: base))
                    o.fields[i] = made
                    return made
                }
                return v
            }
            if let g = o.type.findMethod("get:" + name) { var me = base; return try g.invoke([], &me) }
            if let h = hostOf(o.type), let obj = o.hostObject, let p = h.findProperty(name) {
                return try p.get(obj)
            }
            if let v = try ScriptCollections.property(base, name) { return v }
            return try boundMethod(base, o.type, name)
        case .enumValue(let t, let i, _):
            if name == "rawValue", i < t.rawValues.count { return t.rawValues[i] }
            if let g = t.findMethod("get:" + name) { var me = base; return try g.invoke([], &me) }
            if let v = try ScriptCollections.property(base, name) { return v }
            return try boundMethod(base, t, name)
        case .tuple(let items, let labels):
            if let i = Int(name), i < items.count { return items[i] }
            if let i = labels.firstIndex(of: name) { return items[i] }
        case .native(let n):
            if let p = n.hostClass.findProperty(name) { return try p.get(n.object) }
        case .metatype(let t):
            if let v = t.staticValues[name] { return v }
            // A static property read through a metatype value (`type(of: x).species`, `m.name`).
            return try staticGet(t, name)
        case .weakRef:
            return try get(try readWeak(base), name)
        default:
            return try BuiltinProperties.get(base, name)
        }
        throw noMember(base, name)
    }

    static func inheritedIndex(_ t: TypeDecl, _ name: String) -> Int? {
        t.superclass?.firstAlongSuperclasses { $0.storedIndex[name] }
    }

    static func lazyInit(_ t: TypeDecl, _ i: Int) -> Thunk? {
        t.firstAlongSuperclasses { $0.lazyInits[i] }
    }

    static func hostOf(_ t: TypeDecl) -> HostClass? {
        t.firstAlongSuperclasses { $0.host }
    }

    static func observers(_ t: TypeDecl, _ i: Int) -> PropertyObservers? {
        t.firstAlongSuperclasses { $0.observers[i] }
    }

    private static func boundMethod(_ base: Value, _ t: TypeDecl, _ name: String) throws(Interrupt) -> Value {
        let method = t.firstAlongSuperclasses { d in
            d.methods.first(where: { baseName($0.key) == name && !$0.key.hasPrefix("get:") && !$0.key.hasPrefix("set:") })?.value
        }
        if let m = method {
            return .function(Callable(name: m.name) { args, _ throws(Interrupt) in
                var me = base
                return try m.invoke(args, &me)
            })
        }
        if let dynamic = try DynamicMemberArgument.read(base, t, name) { return dynamic }
        if name == "localizedDescription", let text = try ErrorDescriptions.localizedDescription(base, t) { return text }
        throw noMember(base, name)
    }

    /// The index and observers of the stored property `name` of a struct value.
    private static func storedField(of base: Value, _ name: String) -> (Int, PropertyObservers?)? {
        guard case .structValue(let s) = base, let i = s.type.storedIndex[name] else { return nil }
        return (i, s.type.observers[i])
    }

    /// Sets a property of `base` in place; `observing: false` skips a stored property's
    /// observers (a type's own initialiser setting its own properties).
    static func set(_ base: inout Value, _ name: String, _ value: Value, observing: Bool = true) throws(Interrupt) {
        if let (i, observers) = storedField(of: base, name) {
            // Taken out of `base` (not bound by a `switch` on it, whose copy would keep the
            // fields shared until the case ends), so the old value is held here alone and is
            // released before `didSet` runs when `didSet` does not read it, as in Swift.
            let obs = observing ? observers : nil
            // A struct's `willSet` may change the value's other properties (its `self` is inout).
            if let w = obs?.will { _ = try w.invoke([value], &base) }
            guard case .structValue(var s) = base else { return }
            base = .void
            var old = s.fields[i]
            if let unowned = s.type.weakStored[i] { s.fields[i] = makeWeak(value, unowned: unowned) } else { s.fields[i] = value }
            base = .structValue(s)
            if let obs, let d = obs.did {
                if !obs.didReadsOldValue { old = .void }
                _ = try d.invoke([try readWeak(old)], &base)
            }
            return
        }
        switch base {
        case .structValue(let s):
            if let setter = s.type.methods["set:" + name] { _ = try setter.invoke([value], &base); return }
        case .object(let o):
            if let i = o.type.storedIndex[name] ?? inheritedIndex(o.type, name) {
                let obs = observing ? observers(o.type, i) : nil
                if let w = obs?.will { var me = base; _ = try w.invoke([value], &me) }
                var old = o.fields[i]
                if case .weakRef(let cell) = old { o.fields[i] = makeWeak(value, unowned: cell.isUnowned) } else { o.fields[i] = value }
                if let obs, let d = obs.did {
                    if !obs.didReadsOldValue { old = .void }
                    var me = base
                    _ = try d.invoke([try readWeak(old)], &me)
                }
                return
            }
            if let setter = o.type.findMethod("set:" + name) {
                var me = base
                _ = try setter.invoke([value], &me)
                return
            }
            if let h = hostOf(o.type), let obj = o.hostObject, let p = h.findProperty(name), let s = p.set {
                try s(obj, value)
                return
            }
        case .native(let n):
            if let p = n.hostClass.findProperty(name), let s = p.set {
                try s(n.object, value)
                return
            }
        case .tuple(var items, let labels):
            let i = Int(name) ?? labels.firstIndex(of: name)
            if let i, i < items.count {
                base = .void
                items[i] = value
                base = .tuple(items, labels: labels)
                return
            }
        case .metatype(let t):
            try t.setStatic(name, value, observing: observing)
            return
        case .optional(var inner?):
            base = .void
            defer { base = .optional(inner) }
            try set(&inner, name, value)
            return
        default: break
        }
        throw noMember(base, name)
    }
}

extension Env {
    func with(slot0: Value) -> Env {
        slots[0] = slot0
        return self
    }
}
