import SwiftSyntax

extension Compiler {
    /// A type declaration's name with the types it is nested in (`Outer.Inner`, through an
    /// `extension Outer` too), as `types` holds it.
    static func qualifiedName(of decl: some SyntaxProtocol) -> String {
        var names: [String] = []
        var node: Syntax? = Syntax(decl)
        while let n = node {
            if let s = n.as(StructDeclSyntax.self) { names.append(s.name.text) }
            if let c = n.as(ClassDeclSyntax.self) { names.append(c.name.text) }
            if let e = n.as(EnumDeclSyntax.self) { names.append(e.name.text) }
            if let x = n.as(ExtensionDeclSyntax.self) { names.append(x.extendedType.trimmedText) }
            node = n.parent
        }
        return names.reversed().joined(separator: ".")
    }
}
