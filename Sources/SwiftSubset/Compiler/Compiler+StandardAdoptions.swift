import SwiftSyntax

/// The members a program protocol's extension gives a standard type that adopts the protocol
/// (`extension Int: Describable {}`, then `5.describe` or `7.shout()`): each becomes a member of
/// the standard type's extension that runs the protocol's implementation, as Swift finds a
/// member the type does not declare in the protocol's extension. A member the standard type
/// has of its own (`description`, `count`) keeps its own, as the concrete type's wins in Swift.
extension Compiler {
    func lendProtocolExtensionMembers(_ typeDecls: [(DeclSyntax, TypeDecl)]) {
        let ownNames = Self.builtinMemberNames.union(Self.collectionMemberNames)
            .union(["description", "debugDescription", "hashValue", "hash", "magnitude", "isMultiple", "lowercased", "joined",
                    "min", "max", "split", "hasPrefix", "hasSuffix", "sort", "shuffled", "isNumber", "isLetter"])
        let samples: [String: Value] = ["Int": .int(0), "Double": .double(0), "String": .string(""), "Bool": .bool(false),
                                        "Character": .character("a"), "Array": .array([])]
        /// Whether the standard type reads a property of this name itself.
        func ownProperty(_ typeName: String, _ name: Substring) -> Bool {
            guard let sample = samples[typeName] else { return false }
            do { _ = try Members.get(sample, String(name)); return true } catch { return false }
        }
        for (typeName, ext) in builtinExtensions {
            for p in orderedProtocols(ext) {
                for p in [p] + orderedProtocols(p) where p.kind == .protocolType {
                    for key in p.methods.keys where ext.methods[key] == nil {
                        let name = baseName(key)
                        if ownNames.contains(String(name)) || key.hasPrefix("get:") && ownProperty(typeName, key.dropFirst(4)) {
                            // Through a value of the protocol's type Swift reads the extension's
                            // (it is no requirement the type's own could witness); here the
                            // value's own would be read.
                            if !([p] + adoptedProtocols(of: p)).contains(where: { $0.requirementNames.contains(String(name)) }),
                               let node = adoptingExtension(of: typeName, p.name, in: typeDecls) {
                                error(node, "unsupported",
                                      "'\(typeName)' adopting '\(p.name)', whose extension adds '\(name)' that '\(typeName)' has of its own, is not supported yet (Swift reads the extension's where the value's type is '\(p.name)')")
                            }
                            continue
                        }
                        let protocolType = p
                        ext.methods[key] = Callable(name: key) { args, receiver throws(Interrupt) in
                            guard let m = protocolType.methods[key] else { throw .fatal("Fatal error: missing protocol extension member") }
                            return try m.invoke(args, &receiver)
                        }
                        if let ref = methodRefs[p.name + "." + key] { methodRefs[typeName + "." + key] = ref }
                        if mutatingMethods.contains(p.name + "." + key) { mutatingMethods.insert(typeName + "." + key) }
                        if key.hasPrefix("get:"), let type = memberTypes[p.name + "." + key.dropFirst(4)] {
                            memberTypes[typeName + "." + key.dropFirst(4)] = type
                        }
                    }
                }
            }
        }
    }
}

extension Compiler {
    /// The extension of the standard type `typeName` among `typeDecls` that adopts `protocolName`
    /// (or, failing one, that adopts some protocol).
    private func adoptingExtension(of typeName: String, _ protocolName: String, in typeDecls: [(DeclSyntax, TypeDecl)]) -> ExtensionDeclSyntax? {
        let adopting = typeDecls.compactMap { d, _ -> ExtensionDeclSyntax? in
            guard let e = d.as(ExtensionDeclSyntax.self), e.extendedType.trimmedText == typeName, e.inheritanceClause != nil else { return nil }
            return e
        }
        // The one naming the protocol, else one adopting a protocol that inherits it.
        return adopting.first { $0.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedText == protocolName } == true }
            ?? adopting.first
    }
}
