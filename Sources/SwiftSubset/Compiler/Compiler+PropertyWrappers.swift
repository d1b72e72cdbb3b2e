import SwiftSyntax

extension Compiler {
    /// Property wrappers (`@Clamped var n = 50`) are not modelled yet: a variable or property
    /// that carries one is refused at its attribute, rather than run as a plain variable (which
    /// would skip the wrapper's initialisers and accessors and print other values than Swift
    /// does). Run as a plain variable are only wrappers that cannot be told apart from one: a
    /// struct of plain stored properties (`struct W { var wrappedValue: Int }`), and wrappers
    /// whose code calls nothing on variables the program never names (`_x`, `$x` included).
    /// The variable is still declared, so its uses report nothing more.
    func refusePropertyWrapper(_ v: VariableDeclSyntax) {
        let attributes = v.attributes.compactMap { $0.as(AttributeSyntax.self) }
        guard !attributes.isEmpty else { return }
        let root = Syntax(v).root
        let wrappers = Self.propertyWrappers(in: root)
        guard let wrapped = attributes.first(where: { wrappers[$0.attributeName.trimmedDescription] != nil }),
              let wrapper = wrappers[wrapped.attributeName.trimmedDescription] else { return }
        if Self.isPlainStorage(wrapper) { return }
        let names = v.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        let spellings = Set(names.flatMap { [$0, "$" + $0, "_" + $0] })
        let named = root.descendants(DeclReferenceExprSyntax.self).contains { spellings.contains($0.baseName.text) }
        let calls = !Syntax(wrapper).descendants(FunctionCallExprSyntax.self).isEmpty
        guard named || calls else { return }
        error(wrapped, "unsupported", "property wrappers are not supported yet")
    }

    /// The declarations of the types the program marks `@propertyWrapper`, by name.
    private static func propertyWrappers(in root: Syntax) -> [String: DeclGroupSyntax] {
        var found: [String: DeclGroupSyntax] = [:]
        for group in root.descendants(AttributeListSyntax.self) {
            guard group.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "propertyWrapper" }),
                  let parent = group.parent else { continue }
            if let s = parent.as(StructDeclSyntax.self) { found[s.name.text] = s }
            if let c = parent.as(ClassDeclSyntax.self) { found[c.name.text] = c }
            if let e = parent.as(EnumDeclSyntax.self) { found[e.name.text] = e }
        }
        return found
    }

    /// A struct whose members are only stored properties without accessors or observers, one
    /// of them `wrappedValue`: wrapping a variable in it changes nothing the program can see.
    private static func isPlainStorage(_ wrapper: DeclGroupSyntax) -> Bool {
        guard wrapper.is(StructDeclSyntax.self) else { return false }
        var hasWrappedValue = false
        for member in wrapper.memberBlock.members {
            guard let v = member.decl.as(VariableDeclSyntax.self) else { return false }
            for b in v.bindings {
                if b.accessorBlock != nil { return false }
                if b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "wrappedValue" { hasWrappedValue = true }
            }
        }
        return hasWrappedValue
    }
}
