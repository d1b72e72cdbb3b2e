import SwiftSyntax

/// Subscripts that extensions add to standard types (`extension Int { subscript(digit: Int) }`,
/// `extension Array { subscript(wrapped i: Int) }`). Each is the extension's method
/// `subscript(labels)` (its setter `subscript(labels).set`), chosen by the value's kind when it
/// runs, as methods added to standard types are. A standard type's own subscripts are built in
/// and take no argument label, so one an extension adds to a type that has its own subscripts
/// must have a label to be told apart (`a[wrapped: 5]`); one without is refused.
extension Compiler {
    /// The method name of a subscript called with `labels`: `subscript(wrapped:)`, `subscript(_:)`.
    static func standardSubscriptName(_ labels: [String?]) -> String {
        "subscript(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    /// Whether a subscript called with `labels` could be confused with the standard type
    /// `typeName`'s own subscripts (an array's `a[i]`, a dictionary's `d[k, default: v]`).
    static func standardSubscriptIsShadowed(_ typeName: String, _ labels: [String?]) -> Bool {
        let withoutSubscripts: Set<String> = ["Int", "Double", "Bool", "Character", "BinaryInteger", "FixedWidthInteger",
                                              "SignedInteger", "UnsignedInteger", "Numeric"]
        let isInteger = IntKind.allCases.contains { $0.name == typeName }
        return !withoutSubscripts.contains(typeName) && !isInteger && labels.first.flatMap { $0 } == nil
    }

    /// The extensions of standard types that declare a subscript called with `labels`, by the
    /// name of the type each extends; nil when none does or `base` is a program type's value.
    func standardSubscriptOwners(base: TypeRef?, labels: [String?]) -> [String: TypeDecl]? {
        if case .named(let tn)? = base, types[tn] != nil { return nil }
        let name = Self.standardSubscriptName(labels)
        let kinds = Self.standardKinds(of: base)
        let owners = builtinExtensions.filter { $0.value.methods[name] != nil && kinds?.contains($0.key) != false }
        return owners.isEmpty ? nil : owners
    }

    /// The standard types and protocols a value of static type `type` is an instance of; nil
    /// where the static type does not tell (then the value's kind decides when it runs).
    static func standardKinds(of type: TypeRef?) -> [String]? {
        let samples: [String: Value] = ["Int": .int(0), "Double": .double(0), "String": .string(""), "Bool": .bool(false),
                                        "Character": .character("a"), "Array": .array([])]
        switch type {
        case .array?: return standardTypeNames(of: .array([]))
        case .named(let n)?: return samples[n].map { standardTypeNames(of: $0) } ?? [n]
        default: return nil
        }
    }

    /// `value[args]` through a subscript an extension of a standard type adds, or nil.
    func standardSubscriptGet(_ base: Compiled, _ s: SubscriptCallExprSyntax) -> Compiled? {
        guard let use = standardSubscriptUse(base.type, s) else { return nil }
        let b = base.run
        return Compiled({ env throws(Interrupt) in
            var container = try b(env)
            return try Self.standardSubscript(use.owners, use.name, of: &container, try use.values(env), labels: use.labels)
        }, use.type)
    }

    /// A subscript call's parts where an extension of a standard type declares its subscript.
    struct StandardSubscriptUse {
        let owners: [String: TypeDecl], name: String, labels: [String?], type: TypeRef?
        let values: (Env) throws(Interrupt) -> [Value]
    }

    /// The extensions' subscript `s` calls on a value of static type `base`, or nil.
    func standardSubscriptUse(_ base: TypeRef?, _ s: SubscriptCallExprSyntax) -> StandardSubscriptUse? {
        let labels = s.arguments.map { $0.label?.text }
        guard var owners = standardSubscriptOwners(base: base, labels: labels) else { return nil }
        if labels == [nil], owners["String"] != nil {
            guard stringIntSubscriptApplies(base, s) else {
                owners["String"] = nil
                if owners.isEmpty { return nil }
                return standardSubscriptUse(owners, base, s, labels)
            }
        }
        return standardSubscriptUse(owners, base, s, labels)
    }

    /// Whether `s`, on a value of static type `base`, calls the `Int` subscript an extension of
    /// String adds (its index is certainly an `Int`) rather than String's own (a `String.Index`
    /// or a range). An index of unknown type is refused: both read a Character offset here, but
    /// the extension's subscript may give another result than String's own.
    private func stringIntSubscriptApplies(_ base: TypeRef?, _ s: SubscriptCallExprSyntax) -> Bool {
        guard let argument = s.arguments.first?.expression else { return false }
        // A range (`s[i...]`, `s[..<j]`, `s[a..<b]`) is String's own.
        if argument.is(PostfixOperatorExprSyntax.self) { return false }
        if let p = argument.as(PrefixOperatorExprSyntax.self), ["..<", "..."].contains(p.operator.text) { return false }
        if let i = argument.as(InfixOperatorExprSyntax.self),
           let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["..<", "..."].contains(op) { return false }
        let type = quietType(argument)
        if case .named("Int")? = type { return true }
        if case .named(let n)? = type, n == StringIndices.typeName || n.hasPrefix("Range") || n.hasPrefix("ClosedRange")
            || n.hasPrefix("Partial") { return false }
        switch base {
        case .named("String")?, nil:
            error(argument, "unsupported", "choosing between String's own subscript and an extension's 'Int' subscript for an index whose type is not known here is not supported yet")
        default: break
        }
        return false
    }

    private func standardSubscriptUse(_ owners: [String: TypeDecl], _ base: TypeRef?, _ s: SubscriptCallExprSyntax,
                                      _ labels: [String?]) -> StandardSubscriptUse? {
        let name = Self.standardSubscriptName(labels)
        let args = s.arguments.map { expr($0.expression).run }
        let type = owners.count == 1 ? owners.first.flatMap { memberTypes[$0.key + "." + name] } : nil
        return StandardSubscriptUse(owners: owners, name: name, labels: labels, type: type) { env throws(Interrupt) in
            var vals: [Value] = []
            for a in args { vals.append(try a(env)) }
            return vals
        }
    }

    /// `value[args]` as a place (`a[wrapped: i] = x`, `a[wrapped: i] += 1`) through a subscript
    /// an extension of a standard type adds, or nil.
    func standardSubscriptLValue(_ base: LValue, _ s: SubscriptCallExprSyntax) -> LValue? {
        guard let use = standardSubscriptUse(base.type, s) else { return nil }
        let (owners, name, labels, values) = (use.owners, use.name, use.labels, use.values)
        let get = base.get
        /// Runs `body` on the element; `read: false` (a plain `=`) runs the setter alone, as
        /// Swift calls no getter for `=`.
        func access(_ env: Env, read: Bool, _ body: (inout Value) throws(Interrupt) -> Value) throws(Interrupt) -> Value {
            let vals = try values(env)
            return try base.modify(env) { container throws(Interrupt) in
                // A value of a kind no extension gives this subscript uses its own.
                guard let owner = Self.standardTypeNames(of: container).lazy.compactMap({ owners[$0] }).first(where: { $0.methods[name] != nil }) else {
                    return try Subscripts.modify(&container, vals, labels: labels, body)
                }
                var v = read ? try Self.standardSubscript(owners, name, of: &container, vals, labels: labels) : .void
                let r = try body(&v)
                guard let setter = owner.methods[name + ".set"] else {
                    throw .unsupported("assigning through this subscript is not supported yet")
                }
                _ = try setter.invoke([v] + vals, &container)
                return r
            }
        }
        return LValue(get: { env throws(Interrupt) in
            var container = try get(env)
            return try Self.standardSubscript(owners, name, of: &container, try values(env), labels: labels)
        }, modify: { env, body throws(Interrupt) in try access(env, read: true, body) },
           type: use.type,
           assign: { env, body throws(Interrupt) in try access(env, read: false, body) })
    }

    /// Reads `container[vals]` with the subscript of the extension of the container's kind, or
    /// the container's own subscript where none applies.
    static func standardSubscript(_ owners: [String: TypeDecl], _ name: String, of container: inout Value,
                                  _ vals: [Value], labels: [String?]) throws(Interrupt) -> Value {
        for kind in standardTypeNames(of: container) {
            if let m = owners[kind]?.methods[name] { return try m.invoke(vals, &container) }
        }
        return try Subscripts.get(container, vals, labels: labels)
    }
}
