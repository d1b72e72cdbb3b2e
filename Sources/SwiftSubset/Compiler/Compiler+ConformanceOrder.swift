import SwiftSyntax

/// Which protocol extension's member a conforming type takes.
///
/// Swift takes the most refined protocol's (`struct Both: Shout, Whisper` with `Whisper: Shout`
/// calls `Whisper`'s extension's `speak()`, in whichever order they are written); the lookup
/// (`TypeDecl.firstAlongConformances`) goes through `protocols` in order, so they are kept most
/// refined first, then by name, never in the order of a set. A conditional conformance
/// (`extension Pair: Loggable where T: Loggable`) is taken here for every type argument, while
/// in Swift the members its protocols' extensions bring depend on the type arguments (and, in
/// generic code, on the conformance the constraint names): refused where those protocols'
/// extensions add members.
extension Compiler {
    /// `t`'s adopted protocols, most refined first.
    func orderedProtocols(_ t: TypeDecl) -> [TypeDecl] {
        // Asked for every type at each file's declaration, most of which adopt none or one.
        if t.conformances.isEmpty { return [] }
        let adopted = t.conformances.compactMap { types[$0] }.filter { $0.kind == .protocolType }
        if adopted.count < 2 { return adopted }
        var depths: [ObjectIdentifier: Int] = [:]
        func depth(_ p: TypeDecl, _ path: Set<ObjectIdentifier>) -> Int {
            if let d = depths[ObjectIdentifier(p)] { return d }
            let parents = p.conformances.compactMap { types[$0] }
                .filter { $0.kind == .protocolType && !path.contains(ObjectIdentifier($0)) }
            let d = 1 + (parents.map { depth($0, path.union([ObjectIdentifier(p)])) }.max() ?? 0)
            depths[ObjectIdentifier(p)] = d
            return d
        }
        return adopted.map { ($0, depth($0, [])) }
            .sorted { ($1.1, $0.0.name) < ($0.1, $1.0.name) }
            .map(\.0)
    }

    /// Refuses each conditional conformance to a protocol whose extension (or an extension of a
    /// protocol it inherits) adds members.
    func refuseConditionalConformancesWithBehaviour(_ typeDecls: [(DeclSyntax, TypeDecl)]) {
        for (d, _) in typeDecls {
            guard let e = d.as(ExtensionDeclSyntax.self), e.genericWhereClause != nil else { continue }
            for inherited in (e.inheritanceClause?.inheritedTypes).elementsOrEmpty {
                guard let p = types[inherited.type.trimmedText], p.kind == .protocolType else { continue }
                let bringsMembers = ([p] + adoptedProtocols(of: p)).contains {
                    !$0.methods.isEmpty || !$0.staticMethods.isEmpty || !$0.staticValues.isEmpty || !$0.staticLazy.isEmpty
                }
                if bringsMembers {
                    error(inherited.type, "unsupported",
                          "a conditional conformance to '\(p.name)', whose extension adds members, is not supported yet")
                }
            }
        }
    }
}
