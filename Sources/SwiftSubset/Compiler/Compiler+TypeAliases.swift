import SwiftSyntax

/// Type aliases: `typealias Point = (x: Int, y: Int)` at the top level, and inside a type
/// (`typealias Node = TreeNode<Key, Payload>`), found from inside that type or a type nested
/// in it, innermost first, as Swift looks them up. An alias is its written type wherever a
/// type is read; one naming a declared type also names it where a value is meant
/// (`Node(value: 1)`). A generic alias (`typealias Table<V> = [String: V]`) is read with the
/// type arguments of its use bound to its parameters (`Table<Int>` is `[String: Int]`); a use
/// without them (Swift infers them) is refused.
extension Compiler {
    /// Records the aliases declared among `members` (of the type `owner`, or the top level).
    func declareTypeAliases(_ declarations: [DeclSyntax], in owner: TypeDecl?) {
        for d in declarations {
            guard let a = d.as(TypeAliasDeclSyntax.self) else { continue }
            typeAliases[owner.map { $0.name + "." + a.name.text } ?? a.name.text] = a
        }
    }

    /// The type an alias named `name` stands for where the code being checked is, if one does:
    /// as swiftc looks it up, the enclosing types' own (or their superclasses'), innermost
    /// first, then a top-level one, then one a protocol the type adopts declares (swiftc
    /// prefers a top-level `typealias Measure = Int` to its protocol's `Measure`), then one
    /// declared inside a function (`declareLocalTypeAliases`).
    func aliasedType(named name: String) -> TypeAliasDeclSyntax? {
        guard !typeAliases.isEmpty || !localTypeAliases.isEmpty else { return nil }
        let inside = scope.selfTypeChain ?? declaringType
        var context = inside?.name
        while let outer = context {
            if let t = typeAliases[outer + "." + name] { return t }
            if let inherited = types[outer]?.selfAndSuperclasses.dropFirst().lazy.compactMap({ self.typeAliases[$0.name + "." + name] }).first {
                return inherited
            }
            context = outer.enclosingName
        }
        if let global = typeAliases[name] { return global }
        return inside.flatMap { protocolAlias(named: name, adoptedBy: $0) } ?? localTypeAliases[name]
    }

    /// An alias a protocol `t` (or a superclass of it) adopts declares (`protocol Shape {
    /// typealias Measure = Double }` read inside `struct Square: Shape` as `Measure`), through
    /// the protocols it refines.
    private func protocolAlias(named name: String, adoptedBy t: TypeDecl) -> TypeAliasDeclSyntax? {
        var pending = t.selfAndSuperclasses.flatMap(\.conformances), seen: Set<String> = []
        while let p = pending.popLast() {
            guard seen.insert(p).inserted else { continue }
            if let alias = typeAliases[p + "." + name] { return alias }
            if let proto = types[p], proto.kind == .protocolType { pending.append(contentsOf: proto.conformances) }
        }
        return nil
    }

    /// The written type an alias stands for, read with `arguments` (the use's type arguments)
    /// bound to a generic alias's parameters; nil when `name` is no alias (or one that refers to
    /// itself), or a generic one used with a different number of arguments.
    func aliasTypeRef(_ name: String, arguments: [TypeSyntax] = []) -> TypeRef? {
        guard let alias = aliasedType(named: name) else { return nil }
        return expand(alias, named: name, arguments: arguments)
    }

    /// The written type of the alias `name` a type named `outer` declares (`Shape.Measure`),
    /// or the protocol it adopts declares; nil when it declares none.
    func memberAliasTypeRef(_ outer: String, _ name: String, arguments: [TypeSyntax] = []) -> TypeRef? {
        var alias = typeAliases[outer + "." + name]
        if alias == nil, let t = types[outer] {
            alias = t.selfAndSuperclasses.lazy.compactMap({ self.typeAliases[$0.name + "." + name] }).first
                ?? protocolAlias(named: name, adoptedBy: t)
        }
        guard let alias else { return nil }
        return expand(alias, named: outer + "." + name, arguments: arguments)
    }

    private func expand(_ alias: TypeAliasDeclSyntax, named name: String, arguments: [TypeSyntax]) -> TypeRef? {
        guard !expandingAliases.contains(name) else { return nil }
        let parameters = alias.genericParameterClause?.parameters.map(\.name.text) ?? []
        guard parameters.isEmpty || parameters.count == arguments.count else { return nil }
        let bound = zip(parameters, arguments.map { typeRef($0) })
        expandingAliases.insert(name)
        let saved = genericParameters
        for (p, t) in bound { genericParameters[p] = t }
        defer { expandingAliases.remove(name); genericParameters = saved }
        return typeRef(alias.initializer.value)
    }

    /// Reports a generic alias used without its type arguments, or with too many or too few
    /// (swiftc's wording for those); true when `type` (named `name`) is such a use.
    func refuseGenericAliasUse(_ type: IdentifierTypeSyntax) -> Bool {
        guard let alias = aliasedType(named: type.name.text), let clause = alias.genericParameterClause else { return false }
        let got = type.genericArgumentClause?.arguments.count ?? 0
        let expected = clause.parameters.count
        if got == 0 {
            error(type, "unsupported", "a generic type alias without its type arguments is not supported yet")
        } else if got != expected {
            let many = got > expected ? "many" : "few"
            error(type, "generic-arity", "generic type '\(type.name.text)' specialized with too \(many) type parameters (got \(got), but expected \(expected))")
        } else {
            return false
        }
        return true
    }

    /// The declared type an alias names (`Node` for `TreeNode<Key, Payload>`), if it names one.
    func aliasedDecl(_ name: String) -> TypeDecl? {
        guard case .named(let n)? = aliasTypeRef(name) else { return nil }
        return types[n]
    }
}
