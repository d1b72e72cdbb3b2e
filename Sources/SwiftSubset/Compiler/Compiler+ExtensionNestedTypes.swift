import SwiftSyntax

/// Types nested in extensions (`extension Int { enum Kind { … } }`, `extension Deck { struct
/// Card { … } }`): they are named by the extended type (`Int.Kind`) and declared with the
/// types nested in type declarations, so code inside the extension finds them as it finds
/// those (`Compiler.nestedType(named:)`).
extension Compiler {
    /// The top level's extensions of types a nested type may be added to (the program's own
    /// types, and the standard types an extension may extend), each with the type it extends
    /// (for a standard type, one standing for its name).
    func extensionsOfKnownTypes(_ items: CodeBlockItemListSyntax) -> [(DeclSyntax, TypeDecl)] {
        items.compactMap { item in
            guard case .decl(let d) = item.item, let e = d.as(ExtensionDeclSyntax.self) else { return nil }
            let extended = e.extendedType.trimmedText
            if let t = types[extended] { return (d, t) }
            guard Compiler.extensibleStandardTypes.contains(extended) else { return nil }
            return (d, builtinExtensions[extended] ?? TypeDecl(name: extended, kind: .builtin))
        }
    }
}
