import SwiftSyntax

/// A type's member sharing its name with a protocol requirement that the protocol's extension
/// implements, but not matching it (`func area() -> Int` for `func area() -> Double`, a
/// `static var` for an instance one, `async`, a generic method, an added defaulted
/// parameter): Swift does not take it as the witness, so the extension's implementation runs
/// where the requirement is reached, and a direct call chooses between the two by their types.
/// The interpreter finds members by name, so it ran the type's member everywhere; refused.
extension Compiler {
    /// Reports each near-miss witness among the program's type declarations in `typeDecls`.
    func refuseNearMissWitnesses(_ typeDecls: [(DeclSyntax, TypeDecl)]) {
        let requirements = requirementSpellings(typeDecls)
        guard !requirements.isEmpty else { return }
        var exact: Set<String> = []
        var candidates: [(TypeDecl, TokenSyntax, String, TypeDecl)] = []
        for (d, t) in typeDecls where t.kind != .protocolType && t.kind != .builtin {
            let protocols = adoptedProtocols(of: t).filter { $0.host == nil && requirements[ObjectIdentifier($0)] != nil }
            guard !protocols.isEmpty, let members = memberBlock(of: d) else { continue }
            for item in members {
                for (names, spelling, place) in memberSpellings(item.decl, selfName: t.name) {
                    for p in protocols {
                        for name in names {
                            guard let wanted = requirements[ObjectIdentifier(p)]?[name], hasDefault(p, String(baseName(name))) else { continue }
                            // A spelling not read for certain on either side is taken as a match.
                            if spelling == nil || wanted.contains(where: { $0 == Self.unread || $0.replacing(Self.selfMark, with: t.name) == spelling }) {
                                exact.insert(t.name + "." + name)
                            } else {
                                candidates.append((t, place, name, p))
                            }
                        }
                    }
                }
            }
        }
        var reported: Set<String> = []
        for (t, place, name, p) in candidates where !exact.contains(t.name + "." + name) && reported.insert(t.name + "." + name).inserted {
            error(place, "unsupported",
                  "'\(name)' of '\(t.name)' does not match the requirement '\(name)' of '\(p.name)', which an extension of '\(p.name)' implements: a near match is not supported yet (Swift takes the extension's where the requirement is reached)")
        }
    }

    /// For each of the program's protocols whose requirements have spellings here, the spellings
    /// of each requirement by base name (a protocol may require several of one name).
    /// Requirements that mention an associated type are left out (their match is not read here).
    private func requirementSpellings(_ typeDecls: [(DeclSyntax, TypeDecl)]) -> [ObjectIdentifier: [String: Set<String>]] {
        var out: [ObjectIdentifier: [String: Set<String>]] = [:]
        for (d, p) in typeDecls {
            guard let decl = d.as(ProtocolDeclSyntax.self) else { continue }
            let associated = Set(decl.memberBlock.members.compactMap { $0.decl.as(AssociatedTypeDeclSyntax.self)?.name.text })
            for item in decl.memberBlock.members {
                if Syntax(item.decl).descendants(IdentifierTypeSyntax.self).contains(where: { associated.contains($0.name.text) }) { continue }
                for (names, spelling, _) in memberSpellings(item.decl, selfName: Self.selfMark) {
                    out[ObjectIdentifier(p), default: [:]][names[0], default: []].insert(spelling ?? Self.unread)
                }
            }
        }
        return out
    }

    /// Whether protocol `p`'s extension implements a member of base name `name`.
    private func hasDefault(_ p: TypeDecl, _ name: String) -> Bool {
        p.methods.keys.contains { baseName($0) == name } || p.staticMethods.keys.contains { baseName($0) == name }
    }

    /// `Self` in a requirement's spelling, replaced by the adopting type's name.
    private static let selfMark = "\u{1}Self"
    /// A requirement whose spelling is not read for certain: any member of its name matches.
    private static let unread = "\u{1}?"

    /// The names a call may reach it by (a method's full name, and the full name without its
    /// defaulted parameters: `make(_ x: Int = 5)` answers `make()`), a spelling that tells a
    /// witness from a near miss (parameter and result types, static or not, async or not) and
    /// the name's token of each method or property `decl` declares; `Self` is written
    /// `selfName`. The spelling is nil where a type is not read for certain here (an alias, a
    /// nested type, a type parameter, a function type) and for a generic method. None for
    /// other declarations, and for properties without a written type.
    private func memberSpellings(_ decl: DeclSyntax, selfName: String) -> [([String], String?, TokenSyntax)] {
        let isStatic = decl.modifierList?.contains { ["static", "class"].contains($0.name.text) } ?? false
        let prefix = isStatic ? "static " : ""
        let typeText = { (type: TypeSyntax) in self.spelled(type, selfName: selfName) }
        if let f = decl.as(FunctionDeclSyntax.self) {
            let parameters = f.signature.parameterClause.parameters
            let labels = parameters.map { $0.firstName.text + ":" }.joined()
            let params = parameters.map { p in typeText(p.type).map { $0 + (p.ellipsis == nil ? "" : "...") } }
            let async = f.signature.effectSpecifiers?.asyncSpecifier == nil ? "" : " async"
            let result = f.signature.returnClause.map { typeText($0.type) } ?? "()"
            var spelling: String? = nil
            if f.genericParameterClause == nil, let result, !params.contains(where: { $0 == nil }) {
                spelling = prefix + "func(" + params.map { $0! }.joined(separator: ",") + ")" + async + "->" + result
            }
            let required = parameters.filter { $0.defaultValue == nil }.map { $0.firstName.text + ":" }.joined()
            let full = f.name.text + "(" + labels + ")"
            let shortest = f.name.text + "(" + required + ")"
            return [(shortest == full ? [full] : [full, shortest], spelling, f.name)]
        }
        if let v = decl.as(VariableDeclSyntax.self) {
            return v.bindings.compactMap { b in
                guard let id = b.pattern.as(IdentifierPatternSyntax.self), let written = b.typeAnnotation?.type else { return nil }
                return ([id.identifier.text], typeText(written).map { prefix + "var:" + $0 }, id.identifier)
            }
        }
        return []
    }

    /// A type as written where it is made only of standard value types, the program's own
    /// top-level types and `Self` (written `selfName`), through optionals, arrays, sets,
    /// dictionaries and tuples; nil for anything else (its meaning depends on where it is
    /// written).
    private func spelled(_ type: TypeSyntax, selfName: String) -> String? {
        if let o = type.as(OptionalTypeSyntax.self) { return spelled(o.wrappedType, selfName: selfName).map { $0 + "?" } }
        if let a = type.as(ArrayTypeSyntax.self) { return spelled(a.element, selfName: selfName).map { "[" + $0 + "]" } }
        if let d = type.as(DictionaryTypeSyntax.self), let k = spelled(d.key, selfName: selfName), let v = spelled(d.value, selfName: selfName) {
            return "[" + k + ": " + v + "]"
        }
        if let t = type.as(TupleTypeSyntax.self) {
            let parts = t.elements.map { e in spelled(e.type, selfName: selfName).map { (e.firstName.map { $0.text + ": " } ?? "") + $0 } }
            guard !parts.contains(where: { $0 == nil }) else { return nil }
            return "(" + parts.map { $0! }.joined(separator: ", ") + ")"
        }
        guard let id = type.as(IdentifierTypeSyntax.self), id.genericArgumentClause == nil else { return nil }
        let name = id.name.text
        if name == "Self" { return selfName }
        if Self.isStandardValueType(.named(name)) || IntKind(name: name) != nil { return name }
        if let t = types[name], t.host == nil, t.kind != .builtin, !name.contains(".") { return name }
        return nil
    }
}
