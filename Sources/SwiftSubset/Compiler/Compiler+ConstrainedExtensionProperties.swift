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
        // Each declaration: its key, the type declaring it and whether its extension is constrained.
        var declared: [(key: PropertyKey, owner: TypeDecl, constrained: Bool)] = []
        for (d, t) in typeDecls {
            let constrained = d.as(ExtensionDeclSyntax.self)?.genericWhereClause != nil
            for (key, _) in Self.propertyNames(d, of: t) { declared.append((key, t, constrained)) }
        }
        for (d, t) in typeDecls where d.as(ExtensionDeclSyntax.self)?.genericWhereClause != nil {
            for (key, name) in Self.propertyNames(d, of: t) {
                // The declarations of this name that meet on one value: the type's own, and for a
                // standard type those of the standard types and protocols related to it.
                let meeting = declared.filter { o in
                    o.key == key && (o.owner === t || t.kind == .builtin && o.owner.kind == .builtin && Self.standardTypesRelated(t.name, o.owner.name))
                }
                // This declaration itself is among them once.
                guard meeting.count > 1 else { continue }
                // A standard type's constrained methods are told apart by their elements' kinds
                // when run (`where Element: BinaryInteger` beside `where Element: FloatingPoint`);
                // not from one a related type declares without constraints.
                let isInstanceMethod = !key.isStatic && key.name.hasSuffix(")")
                if t.kind == .builtin, isInstanceMethod, !meeting.contains(where: { !$0.constrained }) { continue }
                let what = key.name.hasSuffix(")") ? "a\(key.isStatic ? " static" : "") method '\(key.name)'" : "a property '\(name.text)'"
                let elsewhere = meeting.first { $0.owner !== t }.map { "in an extension of '\($0.owner.name)'" } ?? "elsewhere in '\(t.name)'"
                error(name, "unsupported", "\(what) declared in an extension with a 'where' clause and again \(elsewhere) is not supported yet (Swift chooses by the type at the use)")
            }
        }
    }

    /// A property (or static method, or a standard type's method) by name, as declarations of
    /// the same one collide.
    private struct PropertyKey: Hashable {
        let isStatic: Bool
        let name: String
    }

    /// Whether values of the standard type (or protocol) `a` are values of `b` or the other way
    /// round: their extensions' members of one name meet on such a value (`extension Sequence`
    /// and `extension Array where Element == Int` on `[Int]`; not `Array`'s and `Set`'s).
    static func standardTypesRelated(_ a: String, _ b: String) -> Bool {
        a == b || standardRefinements(of: a).contains(b) || standardRefinements(of: b).contains(a)
    }

    /// The standard protocols values of the standard type or protocol `name` adopt.
    private static func standardRefinements(of name: String) -> Set<String> {
        let sequence: Set<String> = ["Sequence"]
        let collection = sequence.union(["Collection"])
        let bidirectional = collection.union(["BidirectionalCollection"])
        switch name {
        case "Array": return bidirectional.union(["RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection"])
        case "Set": return collection
        case "String", "Substring": return bidirectional.union(["StringProtocol", "RangeReplaceableCollection"])
        case "Collection": return sequence
        case "BidirectionalCollection", "MutableCollection", "RangeReplaceableCollection": return collection
        case "RandomAccessCollection", "StringProtocol": return bidirectional
        case "Int": return ["FixedWidthInteger", "BinaryInteger", "Numeric", "SignedInteger"]
        case "BinaryInteger", "Double", "Float": return ["Numeric"]
        case "FixedWidthInteger", "SignedInteger", "UnsignedInteger": return ["BinaryInteger", "Numeric"]
        default:
            guard let kind = IntKind(name: name) else { return [] }
            return ["FixedWidthInteger", "BinaryInteger", "Numeric", kind.isSigned ? "SignedInteger" : "UnsignedInteger"]
        }
    }

    /// The properties a type's declaration or extension declares, with their names' tokens.
    private static func propertyNames(_ d: DeclSyntax, of t: TypeDecl) -> [(PropertyKey, TokenSyntax)] {
        (d.groupMembers).elementsOrEmpty.flatMap { member -> [(PropertyKey, TokenSyntax)] in
            // A static method too: static ones are not told apart as overloads are.
            // A standard type's instance method too: its extensions' are found by name.
            if let f = member.decl.as(FunctionDeclSyntax.self), f.modifiers.declaresTypeMember || t.kind == .builtin {
                let labels = f.signature.parameterClause.parameters.map { ($0.firstName.text) + ":" }.joined()
                return [(PropertyKey(isStatic: f.modifiers.declaresTypeMember, name: "\(f.name.text)(\(labels))"), f.name)]
            }
            guard let v = member.decl.as(VariableDeclSyntax.self) else { return [] }
            let isStatic = v.modifiers.declaresTypeMember
            return v.bindings.compactMap { b in
                b.pattern.as(IdentifierPatternSyntax.self).map {
                    (PropertyKey(isStatic: isStatic, name: $0.identifier.text), $0.identifier)
                }
            }
        }
    }
}
