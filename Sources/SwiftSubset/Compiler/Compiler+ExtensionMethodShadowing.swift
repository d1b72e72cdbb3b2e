import SwiftSyntax

/// A type's own method or property with the name of one that an extension of one of its
/// protocols adds without the protocol requiring it. Swift picks between the two by the static type at
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
                if let v = item.decl.as(VariableDeclSyntax.self),
                   !v.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) {
                    for b in v.bindings {
                        guard let id = b.pattern.as(IdentifierPatternSyntax.self),
                              let p = protocolExtensionDeclaring("get:" + id.identifier.text, baseName: id.identifier.text, of: t) else { continue }
                        error(id, "unsupported",
                              "a property '\(id.identifier.text)' beside the one an extension of '\(p.name)' adds without '\(p.name)' requiring it is not supported yet (Swift reads the extension's where the value's type is '\(p.name)')")
                    }
                }
                guard let f = item.decl.as(FunctionDeclSyntax.self) else { continue }
                let isStatic = f.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" })
                let labels = f.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
                let full = f.name.text + "(" + labels.joined() + ")"
                if let p = protocolExtensionDeclaring(full, baseName: f.name.text, of: t, isStatic: isStatic) {
                    error(f.name, "unsupported",
                          "a method '\(full)' beside the one an extension of '\(p.name)' adds without '\(p.name)' requiring it is not supported yet (Swift calls the extension's where the value's type is '\(p.name)')")
                } else if !isStatic, let (superclass, p) = extensionWitnessInherited(full, baseName: f.name.text, by: t) {
                    error(f.name, "unsupported",
                          "a method '\(full)' in a subclass of '\(superclass.name)', which takes the one an extension of '\(p.name)' adds, is not supported yet (Swift calls the extension's where the value's type is '\(p.name)')")
                }
            }
        }
    }

    /// The protocol of `t` (or of its superclasses, or inherited by those protocols) whose
    /// extension declares the method `full` (a static one when `isStatic`) that the protocol
    /// does not require.
    private func protocolExtensionDeclaring(_ full: String, baseName: String, of t: TypeDecl, isStatic: Bool = false) -> TypeDecl? {
        adoptedProtocols(of: t).first { p in
            (isStatic ? p.staticMethods[full] : p.methods[full]) != nil
                && !([p] + adoptedProtocols(of: p)).contains { q in
                    q.requirementNames.contains(baseName)
                        || q.conformances.contains { Self.standardRequirements[$0]?.contains(baseName) == true }
                }
        }
    }

    /// The members the standard protocols a program's protocol may refine require
    /// (`protocol Describable: CustomStringConvertible` requires `description`).
    static let standardRequirements: [String: Set<String>] = [
        "CustomStringConvertible": ["description"], "CustomDebugStringConvertible": ["debugDescription"],
        "Equatable": ["=="], "Comparable": ["<"], "Hashable": ["hash", "hashValue"],
        "LocalizedError": ["errorDescription", "failureReason", "recoverySuggestion", "helpAnchor"],
    ]

    /// For a class's own method `full` that a protocol of its superclass requires, where that
    /// superclass (and those above it) take the protocol extension's version instead of
    /// declaring one: the superclass and the protocol. Swift's witness table for the
    /// superclass's conformance holds the extension's method, which the subclass's does not
    /// replace (no `override` is possible), so a call through the protocol runs the extension's.
    private func extensionWitnessInherited(_ full: String, baseName: String, by t: TypeDecl) -> (TypeDecl, TypeDecl)? {
        guard t.kind == .classType, let superclass = t.superclass,
              superclass.firstAlongSuperclasses({ $0.methods[full] }) == nil else { return nil }
        // Only the program's own protocols: UIKit's are Objective-C protocols, whose optional
        // methods are looked up on the object itself.
        guard let p = adoptedProtocols(of: superclass).first(where: { p in
            p.host == nil && !preludeTypes.contains(ObjectIdentifier(p)) && p.methods[full] != nil
                && ([p] + adoptedProtocols(of: p)).contains { $0.requirementNames.contains(baseName) }
        }) else { return nil }
        return (superclass, p)
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
