import SwiftSyntax

/// A subscript an extension of a protocol adds beside a conforming type's own subscript.
///
/// Swift sees both as overloads of one subscript and chooses by the index's static type
/// (`subscript<Indices: Sequence>(indices: Indices)` from `extension Container` beside
/// `IntStack`'s `subscript(i: Int)`: `s[[0, 2]]` takes the extension's). Where the two are told
/// apart by the index value's kind (`Compiler+MemberOverloads`), the extension's joins the
/// type's overload set. One of the same parameter types is the type's own when the protocol
/// requires a subscript (the type's is then its witness); otherwise Swift calls the
/// extension's where the value's static type is the protocol, which the interpreter would not:
/// refused, as are extension subscripts the index's kind cannot tell from the type's.
extension Compiler {
    func joinProtocolExtensionSubscripts(_ typeDecls: [(DeclSyntax, TypeDecl)], bodies: inout [() -> Void]) {
        var seen: Set<ObjectIdentifier> = []
        types: for (d, t) in typeDecls where t.kind != .protocolType && t.host == nil {
            guard let node = memberBlock(of: d)?.lazy.compactMap({ $0.decl.as(SubscriptDeclSyntax.self) })
                .first(where: { s in !s.modifiers.contains { ["static", "class"].contains($0.name.text) } }),
                  seen.insert(ObjectIdentifier(t)).inserted else { continue }
            let key = t.name + ".subscript"
            guard let own = overloadDeclarations[key], let first = own.first, t.methods["subscript"] != nil else { continue }
            for p in adoptedProtocols(of: t) where p.methods["subscript"] != nil {
                guard let added = overloadDeclarations[p.name + ".subscript"], let extra = added.first else { continue }
                if own.contains(where: { $0.kinds == extra.kinds }) && added.count == 1 {
                    if p.requirementNames.contains("subscript") { continue }
                    error(node.subscriptKeyword, "unsupported",
                          "a subscript beside the one an extension of '\(p.name)' adds without '\(p.name)' requiring it is not supported yet (Swift calls the extension's where the value's type is '\(p.name)')")
                    continue types
                }
                let kinds = own.map(\.kinds)
                guard added.count == 1, !extra.kinds.contains(.open),
                      kinds.allSatisfy({ !$0.contains(.open) && distinguishable($0, extra.kinds) }) else {
                    error(node.subscriptKeyword, "unsupported",
                          "a subscript beside those an extension of '\(p.name)' adds, told apart by these parameter types, is not supported yet")
                    continue types
                }
                let set = memberOverloads[key] ?? {
                    let s = MemberOverloads(name: "subscript", programTypes: programTypeNames)
                    s.add(first.id, paramTypes: first.paramTypes, kinds: first.kinds, generalPositions: first.general)
                    memberOverloads[key] = s
                    return s
                }()
                set.add(extra.id, paramTypes: extra.paramTypes, kinds: extra.kinds, generalPositions: extra.general)
                overloadDeclarations[key, default: []].append(extra)
                if Set(overloadDeclarations[key, default: []].map(\.result)).count > 1 { memberTypes[key] = nil }
                // The extension's body is compiled before this runs (it was queued first).
                bodies.append { if let c = p.methods["subscript"] { set.install(extra.id, c) } }
            }
        }
    }
}
