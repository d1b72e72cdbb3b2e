import SwiftSyntax

/// A property a constrained extension declares (`extension Box where V == Int { var label }`)
/// under a name another declaration of the same type declares too (`extension Box where V ==
/// String { var label }`): Swift chooses by the static type at the use, the interpreter keeps
/// one property per name, so every value read the last one (`ints strings` printed as
/// `strings strings`). Refused at the constrained one; so is a static method (instance
/// methods are told apart, or refused, as overloads: `Compiler+MemberOverloads`).
extension Compiler {
    func refuseRedeclaredConstrainedProperties(_ typeDecls: [(DeclSyntax, TypeDecl)]) {
        guard typeDecls.contains(where: { $0.0.as(ExtensionDeclSyntax.self)?.genericWhereClause != nil }) else { return }
        var declarations: [PropertyKey: Int] = [:]
        var unconstrained: Set<PropertyKey> = []
        for (d, t) in typeDecls {
            for (key, _) in Self.propertyNames(d, of: t) {
                declarations[key, default: 0] += 1
                if d.as(ExtensionDeclSyntax.self)?.genericWhereClause == nil { unconstrained.insert(key) }
            }
        }
        for (d, t) in typeDecls where d.as(ExtensionDeclSyntax.self)?.genericWhereClause != nil {
            // A standard type's constrained methods are told apart by their elements' kinds
            // when run (`where Element: BinaryInteger` beside `where Element: FloatingPoint`);
            // not from one its family declares without constraints.
            for (key, name) in Self.propertyNames(d, of: t) where declarations[key, default: 0] > 1
                && (t.kind != .builtin || unconstrained.contains(key) || key.isStatic || !key.name.hasSuffix(")")) {
                let what = key.name.hasSuffix(")") ? "a\(key.isStatic ? " static" : "") method '\(key.name)'" : "a property '\(name.text)'"
                error(name, "unsupported", "\(what) declared in an extension with a 'where' clause and again elsewhere in '\(t.name)' is not supported yet (Swift chooses by the type at the use)")
            }
        }
    }

    /// A property of a type, as declarations of the same one collide.
    private struct PropertyKey: Hashable {
        let type: String
        let isStatic: Bool
        let name: String
    }

    /// The declarations whose members collide: a program type's own; for the standard types,
    /// each family a value's members are looked up in by name when it runs (an
    /// `extension Array where Element == Int` method ran for a `[String]` beside
    /// `extension Sequence`'s of that name).
    private static func collisionScope(of t: TypeDecl) -> String {
        guard t.kind == .builtin else { return "type " + t.name }
        if IntKind(name: t.name) != nil || ["Int", "Double", "Float", "BinaryInteger", "FixedWidthInteger", "SignedInteger",
                                            "UnsignedInteger", "Numeric"].contains(t.name) { return "numbers" }
        if ["String", "StringProtocol", "Character", "Bool"].contains(t.name) { return "standard " + t.name }
        return "collections"
    }

    /// The properties a type's declaration or extension declares, with their names' tokens.
    private static func propertyNames(_ d: DeclSyntax, of t: TypeDecl) -> [(PropertyKey, TokenSyntax)] {
        (d.groupMembers).elementsOrEmpty.flatMap { member -> [(PropertyKey, TokenSyntax)] in
            // A static method too: static ones are not told apart as overloads are.
            // A standard type's instance method too: its extensions' are found by name.
            if let f = member.decl.as(FunctionDeclSyntax.self), f.modifiers.declaresTypeMember || t.kind == .builtin {
                let labels = f.signature.parameterClause.parameters.map { ($0.firstName.text) + ":" }.joined()
                return [(PropertyKey(type: collisionScope(of: t), isStatic: f.modifiers.declaresTypeMember, name: "\(f.name.text)(\(labels))"), f.name)]
            }
            guard let v = member.decl.as(VariableDeclSyntax.self) else { return [] }
            let isStatic = v.modifiers.declaresTypeMember
            return v.bindings.compactMap { b in
                b.pattern.as(IdentifierPatternSyntax.self).map {
                    (PropertyKey(type: collisionScope(of: t), isStatic: isStatic, name: $0.identifier.text), $0.identifier)
                }
            }
        }
    }
}
