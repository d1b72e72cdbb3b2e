import SwiftSyntax

/// Type aliases: `typealias Point = (x: Int, y: Int)` at the top level, and inside a type
/// (`typealias Node = TreeNode<Key, Payload>`), found from inside that type or a type nested
/// in it, innermost first, as Swift looks them up. An alias is its written type wherever a
/// type is read; one naming a declared type also names it where a value is meant
/// (`Node(value: 1)`). Generic aliases (`typealias Table<V> = [String: V]`) are not read.
extension Compiler {
    /// Records the aliases declared among `members` (of the type `owner`, or the top level).
    func declareTypeAliases(_ declarations: [DeclSyntax], in owner: TypeDecl?) {
        for d in declarations {
            guard let a = d.as(TypeAliasDeclSyntax.self) else { continue }
            // A generic alias stays unknown: using it is refused as a type not found.
            if a.genericParameterClause != nil { continue }
            typeAliases[owner.map { $0.name + "." + a.name.text } ?? a.name.text] = a.initializer.value
        }
    }

    /// The type an alias named `name` stands for where the code being checked is, if one does.
    func aliasedType(named name: String) -> TypeSyntax? {
        guard !typeAliases.isEmpty else { return nil }
        var context = (scope.selfTypeChain ?? declaringType)?.name
        while let outer = context {
            if let t = typeAliases[outer + "." + name] { return t }
            guard let dot = outer.lastIndex(of: ".") else { break }
            context = String(outer[..<dot])
        }
        return typeAliases[name]
    }

    /// The written type an alias stands for, read; nil when `name` is no alias (or one that
    /// refers to itself).
    func aliasTypeRef(_ name: String) -> TypeRef? {
        guard let target = aliasedType(named: name), !expandingAliases.contains(name) else { return nil }
        expandingAliases.insert(name)
        defer { expandingAliases.remove(name) }
        return typeRef(target)
    }

    /// The declared type an alias names (`Node` for `TreeNode<Key, Payload>`), if it names one.
    func aliasedDecl(_ name: String) -> TypeDecl? {
        guard case .named(let n)? = aliasTypeRef(name) else { return nil }
        return types[n]
    }
}
