import SwiftSyntax

extension Compiler {
    /// A variable declared with accessors outside a type: computed (`var a: Int { get set }`)
    /// or stored with observers (`var a = 0 { willSet didSet }`), at the top level or in a
    /// function. Its accessors are closures kept in slots of their own (`VariableAccessors`);
    /// reading and assigning the name calls them (`accessorLValue`).
    func variableWithAccessors(_ b: PatternBindingSyntax, _ block: AccessorBlockSyntax, isLet: Bool) -> Stmt? {
        guard let id = b.pattern.as(IdentifierPatternSyntax.self), !isLet else {
            error(b, "unsupported", "this variable declaration with accessors is not supported yet")
            return nil
        }
        let name = id.identifier.text
        let type = b.typeAnnotation.map { typeRef($0.type) }
        if let ta = b.typeAnnotation { checkTypeExists(ta.type) }
        var implicitGetter: CodeBlockItemListSyntax? = nil
        var named: [String: AccessorDeclSyntax] = [:]
        switch block.accessors {
        case .getter(let body): implicitGetter = body
        case .accessors(let list): for a in list { named[a.accessorSpecifier.text] = a }
        }
        let isComputed = implicitGetter != nil || named["get"] != nil
        if !isComputed && (type == nil && b.initializer == nil || named["set"] != nil) {
            error(b, "unsupported", "this variable declaration with accessors is not supported yet")
            return nil
        }
        let initial = isComputed ? nil : b.initializer.map { expr($0.value, expected: type) }
        let varType = type ?? initial?.type
        let info = scope.declare(name, isLet: false, type: varType)
        var accessors = VariableAccessors()
        var stores: [(Int, ScriptFunction)] = []
        func accessor(_ kind: String, body: CodeBlockItemListSyntax?, parameter: String?, result: TypeRef?) -> Int {
            let slot = scope.declare(name + "$" + kind, isLet: true, type: .function(nil)).slot
            let params = parameter.map {
                [ParamDecl(label: nil, name: $0, type: varType, hasDefault: false, isVariadic: false, isInout: false, defaultExpr: nil)]
            } ?? []
            let fn = compileFunction(params: params, body: nil, statements: body, selfType: nil, selfMutable: false,
                                     returnType: result, isLocal: true)
            stores.append((slot, fn))
            return slot
        }
        func parameterName(_ a: AccessorDeclSyntax, _ standard: String) -> String { a.parameters?.name.text ?? standard }
        if isComputed {
            accessors.getter = accessor("get", body: implicitGetter ?? named["get"]?.body?.statements, parameter: nil, result: varType)
            if let set = named["set"] {
                accessors.setter = accessor("set", body: set.body?.statements, parameter: parameterName(set, "newValue"), result: nil)
            }
        } else {
            if let will = named["willSet"] {
                accessors.willSet = accessor("willSet", body: will.body?.statements, parameter: parameterName(will, "newValue"), result: nil)
            }
            if let did = named["didSet"] {
                accessors.didSet = accessor("didSet", body: did.body?.statements, parameter: parameterName(did, "oldValue"), result: nil)
                accessors.didSetReadsOldValue = Self.didSetReadsOldValue(did)
            }
        }
        scope.blocks[scope.blocks.count - 1][name]?.accessors = accessors
        let slot = info.slot
        let run = initial?.run
        let coerceTo = (varType?.needsCoercion ?? false) ? varType : nil
        let ctx = self.ctx
        let functions = stores
        return { env throws(Interrupt) in
            for (s, fn) in functions {
                env.slots[s] = .function(Compiler.makeCallable(fn, name: name, ctx: ctx, captured: { env }))
            }
            if let run {
                let v = try run(env)
                env.slots[slot] = coerceTo.map { coerce(v, to: $0) } ?? v
            }
            return .normal
        }
    }

    /// Reading and assigning a variable with accessors: the getter, or the stored value; on
    /// assignment the setter, or `willSet` with the new value, the store, then `didSet` with
    /// the old one (after an `inout` call too, as Swift copies in and out).
    func accessorLValue(depth: Int, info: VarInfo) -> LValue {
        let accessors = info.accessors ?? VariableAccessors()
        for s in [accessors.getter, accessors.setter, accessors.willSet, accessors.didSet].compactMap({ $0 }) {
            noteReference(depth: depth, slot: s, isLet: true)
        }
        let slot = info.slot
        if accessors.getter == nil { noteReference(depth: depth, slot: slot, isLet: false) }
        func call(_ s: Int?, _ env: Env, _ args: [Value]) throws(Interrupt) -> Value {
            guard let s, case .function(let c) = env.up(depth).slots[s] else { return .void }
            return try c.call(args)
        }
        let read: Expr = { env throws(Interrupt) in
            if accessors.getter != nil { return try call(accessors.getter, env, []) }
            return env.up(depth).slots[slot]
        }
        return LValue(get: read, modify: { env, body throws(Interrupt) in
            var old = try read(env)
            var v = old
            let r = try body(&v)
            if accessors.getter != nil {
                _ = try call(accessors.setter, env, [v])
                return r
            }
            _ = try call(accessors.willSet, env, [v])
            env.up(depth).slots[slot] = v
            if !accessors.didSetReadsOldValue { old = .void }
            _ = try call(accessors.didSet, env, [old])
            return r
        }, type: info.type, assign: accessors.getter == nil ? nil : { env, body throws(Interrupt) in
            // A computed variable set without reading it (an `inout` argument's write-back).
            var v = Value.void
            let r = try body(&v)
            _ = try call(accessors.setter, env, [v])
            return r
        }).unevaluatedRoot()
    }
}
