import SwiftSyntax

/// A place that can be read and changed in place (`x`, `a[i]`, `p.x`, `self.items[0].name`).
struct LValue {
    var get: Expr
    /// Runs `body` on the stored value, in place, and returns what it returns.
    var modify: (Env, (inout Value) throws(Interrupt) -> Value) throws(Interrupt) -> Value
    var type: TypeRef?
    /// Only read, never written back (a call or a cast used as the base of a class member):
    /// must not be evaluated a second time.
    var readOnly = false
    /// Sets the place without reading it first (a plain `=`), where reading could be seen
    /// (a computed property's getter); nil where `modify` does no more.
    var assign: ((Env, (inout Value) throws(Interrupt) -> Value) throws(Interrupt) -> Value)? = nil
    /// A plain `=` to a subscript, given the assigned value's code: evaluates the indices, then
    /// the value, then sets the place (Swift's order), and releases the indices last to first
    /// before the value (swiftc -Onone). Nil elsewhere.
    var assignIndexed: ((Env, Expr) throws(Interrupt) -> Void)? = nil
    /// The place in Swift's two phases (its path's evaluation, then its access), where every
    /// step of its path has one; nil elsewhere (the access then evaluates the path).
    var staged: StagedPlace? = nil

    /// This place with a staged form that evaluates nothing before the access (a root: a
    /// variable, a static or computed variable).
    func unevaluatedRoot() -> LValue {
        var lv = self
        lv.staged = .unevaluated(self)
        return lv
    }
}

extension Compiler {
    func identifier(_ r: DeclReferenceExprSyntax) -> Compiled {
        let name = r.baseName.text
        if name == "self" { return selfValue(r) }
        if Self.binaryOperatorFunctionNames.contains(name) { return binaryOperatorValue(name) }
        guard let resolved = resolve(name) else {
            if let g = hostGlobal(name) { return g }
            if Self.standardFunctionValues.contains(name), r.argumentNames == nil { return standardFunctionValue(name) }
            if declaresBinaryOperatorMethod(name) { return binaryOperatorValue(name) }
            // `T.make()`: the bound type receives the static call.
            if Self.isTypeParameterValueUse(r), let bound = typeParameterValue(name, at: r) { return Compiled(bound) }
            if name == "CommandLine" {
                // A run here has no command line to read.
                error(r, "unsupported", "'CommandLine' (the program's command-line arguments) is not supported yet")
                return Compiled { _ throws(Interrupt) in .void }
            }
            if isRequirementOfConstrainedSelf(name, at: r) { return memberOf(selfValue(r), name, node: r) }
            if let math = mathFunctionValue(name, at: r) { return math }
            cannotFind(r, name)
            return Compiled { _ throws(Interrupt) in .void }
        }
        switch resolved {
        case .local(let depth, let info) where info.accessors != nil:
            return Compiled(accessorLValue(depth: depth, info: info).get, info.type)
        case .local(let depth, let info):
            let slot = info.slot
            noteReference(depth: depth, slot: slot, isLet: info.isLet && !info.isWeak)
            if info.isWeak {
                return Compiled({ env throws(Interrupt) in
                    try readWeak(env.up(depth).slots[slot])
                }, info.type)
            }
            switch depth {
            case 0:
                var read = Compiled({ env throws(Interrupt) in env.slots[slot] }, info.type)
                read.operand = .slot(slot)
                return read
            case 1 where !readsGlobalBeforeItsValue(depth: depth, info: info):
                return Compiled({ env throws(Interrupt) in env.parent!.slots[slot] }, info.type)
            default:
                let read = Compiled({ env throws(Interrupt) in env.up(depth).slots[slot] }, info.type)
                return readsGlobalBeforeItsValue(depth: depth, info: info) ? checkedGlobalRead(read, name: name) : read
            }
        case .implicitSelfMember(let depth, let t, let isStatic):
            if isStatic, hasSubclasses(t), staticMemberType(t, name) != nil || t.findStatic("get:" + name) != nil {
                // A class's static property read in a static member (`sound` in `class func
                // introduce()`): the one of the class the member was called on.
                let me = staticSelf(depth: depth, declaredIn: t).run
                return Compiled({ env throws(Interrupt) in try Members.get(try me(env), name) }, staticMemberType(t, name))
            }
            if isStatic { return staticMember(t, name, node: r) }
            if let rebound = reboundSelf(depth, t) { return memberOf(rebound, name, node: r) }
            checkImplicitSelfCapture(r, t, isCall: false)
            if lazyStructPropertyNames.contains(name),
               let lazy = lazyStructPropertyRead(of: t, ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))), name, node: r) {
                return lazy
            }
            noteReference(depth: depth, slot: 0, isLet: !(scopeAt(depth)?.selfMutable ?? false) || t.kind == .classType)
            let base = Compiled({ env throws(Interrupt) in env.up(depth).slots[0] }, .named(t.name))
            return memberOf(base, name, node: r)
        case .functions(let refs, let depth):
            let argNames = r.argumentNames?.arguments.map { $0.name.text == "_" ? nil : $0.name.text }
            let ref = argNames.flatMap { names in refs.first { $0.labels == names } } ?? refs[0]
            if refs.contains(where: { $0 !== ref && $0.fullName == ref.fullName }) {
                return unsupported(r, "functions overloaded by their types used as values")
            }
            return functionValue(ref, depth: depth)
        case .type(let t):
            if refuseLocalTypeOutOfScope(t, at: r) { return Compiled { _ throws(Interrupt) in .void } }
            return Compiled({ _ throws(Interrupt) in .metatype(t) }, .named("\(t.name).Type"))
        }
    }

    /// The value of a declared function, as a closure value.
    func functionValue(_ ref: FunctionRef, depth: Int) -> Compiled {
        if ref.slot >= 0 {
            let slot = ref.slot
            noteReference(depth: depth, slot: slot, isLet: true)
            // A function declared at the top level and called from a function declared there
            // (depth 1) is read without walking the chain.
            switch depth {
            case 0: return Compiled({ env throws(Interrupt) in env.slots[slot] }, .function(ref.signature))
            case 1: return Compiled({ env throws(Interrupt) in env.parent!.slots[slot] }, .function(ref.signature))
            default: return Compiled({ env throws(Interrupt) in env.up(depth).slots[slot] }, .function(ref.signature))
            }
        }
        return Compiled({ _ throws(Interrupt) in .function(try ref.definedCallable()) }, .function(ref.signature))
    }

    func selfValue(_ node: some SyntaxProtocol) -> Compiled {
        for alias in ["self", "self$capture"] {
            if case .local(let depth, let info)? = resolve(alias) {
                let slot = info.slot
                noteReference(depth: depth, slot: slot, isLet: info.isLet && !info.isWeak)
                if info.isWeak {
                    return Compiled { env throws(Interrupt) in try readWeak(env.up(depth).slots[slot]) }
                }
                return Compiled({ env throws(Interrupt) in env.up(depth).slots[slot] }, info.type)
            }
        }
        var s: FunctionScope? = scope
        var depth = 0
        while let fs = s {
            if let t = fs.selfType {
                if fs.isStatic { return staticSelf(depth: depth, declaredIn: t) }
                noteReference(depth: depth, slot: 0, isLet: !fs.selfMutable || t.kind == .classType)
                return Compiled({ env throws(Interrupt) in env.up(depth).slots[0] }, .named(t.name))
            }
            s = fs.parent
            depth += 1
        }
        error(node, "cannot-find-in-scope", "cannot find 'self' in scope")
        return Compiled { _ throws(Interrupt) in .void }
    }

    /// Whether `name` is a property of a standard protocol an extension's `where Self: P`
    /// clause requires (`extension D where Self: CustomStringConvertible { … description … }`):
    /// a bare use is `self`'s.
    func isRequirementOfConstrainedSelf(_ name: String, at node: some SyntaxProtocol) -> Bool {
        let properties: [String: String] = [
            "CustomStringConvertible": "description", "CustomDebugStringConvertible": "debugDescription",
            "Hashable": "hashValue", "RawRepresentable": "rawValue", "Identifiable": "id",
        ]
        guard properties.values.contains(name),
              let clause = node.ancestorOrSelf(mapping: { $0.as(ExtensionDeclSyntax.self) })?.genericWhereClause else { return false }
        return clause.requirements.contains { requirement in
            guard case .conformanceRequirement(let c) = requirement.requirement, c.leftType.trimmedText == "Self" else { return false }
            return properties[c.rightType.trimmedText] == name
        }
    }

    /// Lowers an assignable expression, reporting why it is not assignable otherwise.
    func lvalue(_ e: ExprSyntax, mutating: Bool = true) -> LValue? {
        if let r = e.as(DeclReferenceExprSyntax.self) {
            let name = r.baseName.text
            if name == "self", case .local(let depth, let info)? = resolve("self") ?? resolve("self$capture") {
                noteReference(depth: depth, slot: info.slot, isLet: info.isLet && !info.isWeak)
                return slotLValue(depth: depth, slot: info.slot, type: info.type, weak: info.isWeak)
            }
            if name == "self" {
                var s: FunctionScope? = scope
                var depth = 0
                while let fs = s, fs.selfType == nil { s = fs.parent; depth += 1 }
                guard let fs = s else {
                    error(r, "cannot-find-in-scope", "cannot find 'self' in scope")
                    return nil
                }
                if mutating && !fs.selfMutable && fs.selfType?.kind != .classType {
                    reportImmutable(r, "immutable-self", "cannot assign to value", "'self' is immutable")
                }
                noteReference(depth: depth, slot: 0, isLet: fs.selfType?.kind == .classType && !mutating)
                return slotLValue(depth: depth, slot: 0, type: .named(fs.selfType!.name), weak: false)
            }
            guard let resolved = resolve(name) else {
                cannotFind(r, name)
                return nil
            }
            switch resolved {
            case .local(let depth, let info) where info.accessors != nil:
                if mutating, info.accessors?.getter != nil, info.accessors?.setter == nil {
                    error(r, "get-only-variable", "cannot assign to value: '\(name)' is a get-only property")
                }
                return accessorLValue(depth: depth, info: info)
            case .local(let depth, let info):
                if info.isLet && mutating && !deferredLetAssignments.contains(r.id) {
                    reportImmutable(r, "assign-to-let", "cannot assign to value", Self.constantReason(name))
                }
                noteReference(depth: depth, slot: info.slot, isLet: false)
                return slotLValue(depth: depth, slot: info.slot, type: info.type, weak: info.isWeak)
            case .implicitSelfMember(let depth, let t, let isStatic):
                if isStatic { return staticLValue(t, name, implicitSelf: true) }
                if reboundSelf(depth, t) != nil, let base = lvalue(Self.selfReference, mutating: false) {
                    return memberLValue(base, name, node: r, mutating: mutating)
                }
                checkImplicitSelfCapture(r, t, isCall: false)
                let selfScope = scopeAt(depth)
                noteReference(depth: depth, slot: 0, isLet: t.kind == .classType)
                let base = slotLValue(depth: depth, slot: 0, type: .named(t.name), weak: false)
                if mutating && t.kind != .classType && !(selfScope?.selfMutable ?? false) {
                    reportImmutable(r, "immutable-self", "cannot assign to property", "'self' is immutable")
                }
                return memberLValue(base, name, node: r, mutating: mutating, baseIsSelf: true)
            default:
                error(r, "not-assignable", "cannot assign to value: '\(name)' is not a variable")
                return nil
            }
        }
        if let m = e.as(MemberAccessExprSyntax.self), let baseExpr = m.base {
            let name = m.declName.baseName.text
            let isSelf = baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            if let t = staticTypeOf(baseExpr) ?? standardTypeExtension(baseExpr, declaringStatic: name)
                ?? (isSelf ? staticSelfScopeType : nil) {
                // `Self.count += 1` in a protocol extension: only reads are taken from `self`'s type.
                if refuseStaticRequirementThroughProtocol(t, name, node: m.declName) { return nil }
                return staticLValue(t, name)
            }
            // `car.speed = 3` with `car: Car?`: as a read of the member would say.
            if case .optional? = quietType(baseExpr) { checkOptionalBase(Compiled({ _ throws(Interrupt) in .void }, quietType(baseExpr)), baseExpr, member: name) }
            var baseMutating = mutating && baseIsValueType(baseExpr)
            // A protocol that is not class-only may hold a value: its setters mutate the constant too.
            let protocolValue: Bool
            if case .named(let n)? = quietType(baseExpr), let d = types[n], d.kind == .protocolType, d.host == nil {
                protocolValue = !d.isClassOnly
            } else {
                protocolValue = false
            }
            if baseMutating || (mutating && protocolValue), let r = baseExpr.as(DeclReferenceExprSyntax.self),
               case .local(_, let info)? = resolve(r.baseName.text), info.isLet {
                reportImmutable(m.declName, "assign-to-let", "cannot assign to property", Self.constantReason(r.baseName.text))
                baseMutating = false
            }
            let bound = typeArgumentMemberType(baseExpr, name)
            if bound == nil, refuseUnboundWrite(baseExpr, name, node: m.declName) { return nil }
            guard let base = lvalue(baseExpr, mutating: baseMutating) else { return nil }
            let baseIsSelf = baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            var place = memberLValue(base, name, node: m.declName, mutating: mutating, baseIsSelf: baseIsSelf)
            if let bound { place.type = bound }
            return place
        }
        if let s = e.as(SubscriptCallExprSyntax.self) {
            refuseOffsetIndices(receiver: s.calledExpression, "a subscript", at: s)
            // A class's subscript setter changes the object, not the reference holding it.
            // The outermost subscript's `[` is where swiftc places an immutable base (`grid[0][1] = 2`).
            let outerSite = mutationSite
            if mutating, mutationSite == nil { mutationSite = .subscriptBracket(Syntax(s.leftSquare)) }
            let lowered = lvalue(s.calledExpression, mutating: mutating && !baseIsClassType(s.calledExpression))
            mutationSite = outerSite
            guard let base = lowered else { return nil }
            var place = subscriptLValue(base, s)
            if let bound = typeArgumentMemberType(s.calledExpression, "subscript") { place.type = bound }
            return place
        }
        if let f = e.as(ForceUnwrapExprSyntax.self) {
            guard let base = lvalue(f.expression, mutating: mutating) else { return nil }
            var place = LValue(get: base.get, modify: { env, body throws(Interrupt) in
                try base.modify(env) { v throws(Interrupt) in try Self.forceUnwrapped(&v, body) }
            }, type: wrappedPlaceType(base.type))
            if let bs = base.staged {
                place.staged = StagedPlace(count: bs.count, evaluate: bs.evaluate,
                    read: { env, parts throws(Interrupt) in
                        var v = try bs.read(env, parts)
                        return try Self.forceUnwrapped(&v) { inner throws(Interrupt) in inner }
                    },
                    modify: { env, parts, body throws(Interrupt) in
                        try bs.modify(env, parts) { v throws(Interrupt) in try Self.forceUnwrapped(&v, body) }
                    },
                    assign: { env, parts, body throws(Interrupt) in
                        try bs.modify(env, parts) { v throws(Interrupt) in try Self.forceUnwrapped(&v, body) }
                    })
            }
            return place
        }
        if let o = e.as(OptionalChainingExprSyntax.self) {
            guard let base = lvalue(o.expression, mutating: mutating) else { return nil }
            let baseGet = base.get
            // Read through: a nil ends the chain (`.chainNil`, caught where the chain ends).
            let get: Expr = { env throws(Interrupt) in
                switch try baseGet(env) {
                case .optional(let x?): return x
                case .optional(nil): throw .chainNil
                case .weakRef(let c):
                    guard let o = try c.liveReferent() else { throw .chainNil }
                    return o
                case let v: return v
                }
            }
            return LValue(get: get, modify: { env, body throws(Interrupt) in
                try base.modify(env) { v throws(Interrupt) in
                    guard case .optional(var inner?) = v else { return .optional(nil) }
                    v = .void
                    let r = try body(&inner)
                    v = .optional(inner)
                    return r
                }
            }, type: wrappedPlaceType(base.type), readOnly: base.readOnly)
        }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first {
            return lvalue(only.expression, mutating: mutating)
        }
        if !mutating {
            // A base that is only read (a class reference such as `(x as? Home)` in
            // `(x as? Home)?.name = "A"`): evaluate it; changes reach the object it refers to.
            let value = expr(e)
            let run = value.run
            return LValue(get: run, modify: { env, body throws(Interrupt) in
                var v = try run(env)
                return try body(&v)
            }, type: value.type, readOnly: true, staged: .evaluatedOnce(run))
        }
        error(e, "not-assignable", "cannot assign to this expression")
        return nil
    }

    /// The type an optional place wraps (`opts[i]?`, `p.address!`): a property set through it
    /// takes the property's declared type (`p.address?.street = "Main"` stores an Optional),
    /// and when it is the program's struct or enum, the property is known to change a value
    /// (`memberLValue`: its path then runs once). Nil when the place's type is not known.
    func wrappedPlaceType(_ type: TypeRef?) -> TypeRef? {
        guard case .optional(let wrapped)? = type else { return nil }
        return wrapped
    }

    /// Runs `body` on the value inside an optional, trapping on nil as `x!` does.
    static func forceUnwrapped(_ v: inout Value, _ body: (inout Value) throws(Interrupt) -> Value) throws(Interrupt) -> Value {
        guard case .optional(var inner?) = v else {
            throw .fatal("Fatal error: Unexpectedly found nil while unwrapping an Optional value")
        }
        v = .void
        let r = try body(&inner)
        v = .optional(inner)
        return r
    }

    /// Whether an expression is known to have a value type (so changing a member changes it).
    /// The static type of `e`, checked without reporting anything.
    /// Remembered per node and scope (`QuietTypeMemo`).
    func quietType(_ e: ExprSyntax) -> TypeRef? {
        quietTypes.type(of: e, in: scope) {
            let saved = diagnostics
            let t = expr(e).type
            diagnostics = saved
            return t
        }
    }

    /// Whether `e` is known to be a class instance.
    func baseIsClassType(_ e: ExprSyntax) -> Bool {
        if case .named(let n)? = quietType(e), let d = types[n] { return d.kind == .classType }
        return false
    }

    func baseIsValueType(_ e: ExprSyntax) -> Bool {
        switch quietType(e) {
        case .named(let n)?:
            if let d = types[n] { return d.kind != .classType && d.kind != .protocolType }
            return ["Int", "Double", "String", "Bool", "Character"].contains(n)
        case .array?, .dictionary?, .set?, .tuple?, .labeledTuple?: return true
        default: return false
        }
    }

    func scopeAt(_ depth: Int) -> FunctionScope? {
        var s: FunctionScope? = scope
        for _ in 0..<depth { s = s?.parent }
        return s
    }

    func slotLValue(depth: Int, slot: Int, type: TypeRef?, weak: Bool) -> LValue {
        if weak {
            return LValue(get: { env throws(Interrupt) in try readWeak(env.up(depth).slots[slot]) },
                modify: { env, body throws(Interrupt) in
                    let e = env.up(depth)
                    var v = try readWeak(e.slots[slot])
                    let r = try body(&v)
                    e.slots[slot] = makeWeak(v)
                    return r
                }, type: type).unevaluatedRoot()
        }
        return LValue(get: { env throws(Interrupt) in env.up(depth).slots[slot] },
            modify: { env, body throws(Interrupt) in
                let e = env.up(depth)
                var v = e.slots[slot]
                e.slots[slot] = .void
                defer { e.slots[slot] = v }
                return try body(&v)
            }, type: type).unevaluatedRoot()
    }

    /// The type named by an expression like `Foo` in `Foo.shared`, if it names one.
    func staticTypeOf(_ e: ExprSyntax) -> TypeDecl? {
        if let r = e.as(DeclReferenceExprSyntax.self) {
            let n = r.baseName.text
            if n == "Self" { return scope.selfTypeChain }
            if let res = resolve(n), case .type(let t) = res { return t }
        }
        // A generic type with its type arguments: `Tree<Int>` in `Tree<Int>.leaf`.
        if let g = e.as(GenericSpecializationExprSyntax.self), let t = staticTypeOf(g.expression), t.isGeneric { return t }
        // A nested type written through its parent: `UITableViewCell.CellStyle` (host enums are
        // registered under the dotted name).
        // A type nested in a superclass is reached through a subclass too (`Sub.Mode`).
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base, let outer = staticTypeOf(base),
           let nested = outer.selfAndSuperclasses.lazy.compactMap({ self.types[$0.name + "." + m.declName.baseName.text] }).first {
            return nested
        }
        return nil
    }
}

extension FunctionScope {
    /// The innermost enclosing function scope that has a `self` (a method's, an initialiser's).
    var selfScope: FunctionScope? {
        var s: FunctionScope? = self
        while let fs = s { if fs.selfType != nil { return fs }; s = fs.parent }
        return nil
    }

    var selfTypeChain: TypeDecl? {
        var s: FunctionScope? = self
        while let fs = s { if let t = fs.selfType { return t }; s = fs.parent }
        return nil
    }
}

func readWeak(_ v: Value) throws(Interrupt) -> Value {
    if case .weakRef(let cell) = v {
        let referent = try cell.liveReferent()
        if cell.isUnowned, let o = referent { return o }
        return .optional(referent)
    }
    return v
}

func makeWeak(_ v: Value, unowned: Bool = false) -> Value {
    switch v.unwrapped {
    case .object(let o)?: return .weakRef(WeakCell(o, unowned: unowned))
    case .native(let box)?: return .weakRef(WeakCell(native: box, unowned: unowned))
    default: return .weakRef(WeakCell(nil, unowned: unowned))
    }
}

extension Compiler {
    /// `self`, written.
    static let selfReference = ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self)))

    /// `self` as a closure inside a class's method bound it again (`[weak self]`, then `guard let
    /// self`), when a member of that class is used without `self.` there: the member is read
    /// through that binding, as Swift does, not through the method's own `self` (which would
    /// keep the object alive in the closure). `depth` is where the name resolved to the member.
    func reboundSelf(_ depth: Int, _ t: TypeDecl) -> Compiled? {
        guard t.kind == .classType, depth > 0 else { return nil }
        var s: FunctionScope? = scope
        for _ in 0..<depth {
            guard let fs = s else { return nil }
            if fs.lookupLocal("self") != nil { return expr(Self.selfReference) }
            s = fs.parent
        }
        return nil
    }
}
