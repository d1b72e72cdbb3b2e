import SwiftSyntax

/// A type's own method with the name of a method that an extension of one of its protocols
/// adds without the protocol requiring it. Swift picks between the two by the static type at
/// each call (`a.wave()` on the type calls the type's, on a value typed as the protocol or a
/// generic parameter it calls the extension's); the interpreter always calls the type's, so
/// such a declaration is refused at the method rather than run differently. So is one that
/// an extension of a protocol refining that protocol adds.
extension Compiler {
    func refuseMethodsHidingExtensionMethods(_ typeDecls: [(DeclSyntax, TypeDecl)]) {
        // A refining protocol's extension hides its parent's the same way (`Whisper`'s
        // `volume()` beside `Shout`'s, where `Whisper: Shout`).
        for (d, t) in typeDecls where t.kind != .protocolType || d.is(ExtensionDeclSyntax.self) {
            guard let members = memberBlock(of: d) else { continue }
            for item in members {
                guard let f = item.decl.as(FunctionDeclSyntax.self),
                      !f.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) else { continue }
                let labels = f.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
                let full = f.name.text + "(" + labels.joined() + ")"
                guard let p = protocolExtensionDeclaring(full, baseName: f.name.text, of: t) else { continue }
                error(f.name, "unsupported",
                      "a method '\(full)' beside the one an extension of '\(p.name)' adds without '\(p.name)' requiring it is not supported yet (Swift calls the extension's where the value's type is '\(p.name)')")
            }
        }
    }

    /// The protocol of `t` (or of its superclasses, or inherited by those protocols) whose
    /// extension declares the method `full` that the protocol does not require.
    private func protocolExtensionDeclaring(_ full: String, baseName: String, of t: TypeDecl) -> TypeDecl? {
        adoptedProtocols(of: t).first { p in
            p.methods[full] != nil && !([p] + adoptedProtocols(of: p)).contains { $0.requirementNames.contains(baseName) }
        }
    }

    /// The protocols `t` adopts, directly, through its superclasses or through the protocols
    /// those inherit, each once.
    func adoptedProtocols(of t: TypeDecl) -> [TypeDecl] {
        var seen: Set<ObjectIdentifier> = []
        var found: [TypeDecl] = []
        var pending = t.selfAndSuperclasses.flatMap(\.protocols)
        while let p = pending.popLast() {
            guard seen.insert(ObjectIdentifier(p)).inserted else { continue }
            found.append(p)
            pending += p.protocols
        }
        return found
    }
}
