import SwiftSyntax

extension Compiler {
    /// Property wrappers (`@Clamped var n = 50`) are not modelled yet: a variable or property
    /// that carries one is refused at its attribute, rather than run as a plain variable (which
    /// would skip the wrapper's setter and print other values than Swift does). The variable
    /// is still declared, so its uses report nothing more.
    func refusePropertyWrapper(_ v: VariableDeclSyntax) {
        let attributes = v.attributes.compactMap { $0.as(AttributeSyntax.self) }
        guard !attributes.isEmpty else { return }
        let wrappers = Self.propertyWrapperNames(in: Syntax(v).root)
        guard let wrapped = attributes.first(where: { wrappers.contains($0.attributeName.trimmedDescription) }) else { return }
        error(wrapped, "unsupported", "property wrappers are not supported yet")
    }

    /// The types the program declares with `@propertyWrapper`.
    private static func propertyWrapperNames(in root: Syntax) -> Set<String> {
        var names: Set<String> = []
        for group in root.descendants(AttributeListSyntax.self) {
            guard group.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "propertyWrapper" }) else { continue }
            if let s = group.parent?.as(StructDeclSyntax.self) { names.insert(s.name.text) }
            if let c = group.parent?.as(ClassDeclSyntax.self) { names.insert(c.name.text) }
            if let e = group.parent?.as(EnumDeclSyntax.self) { names.insert(e.name.text) }
        }
        return names
    }
}
