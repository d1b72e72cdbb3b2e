import SwiftSyntax

/// swiftc's errors for a value type that contains itself inline, which no memory layout can
/// hold: a struct's stored property whose type holds the struct again through structs,
/// optionals and tuples (`struct Node { var next: Node? }`; an array or a class breaks the
/// cycle), and an enum whose case holds the enum without `indirect`.
extension Compiler {
    /// Reports those errors for the structs and enums of one file (`ProgramIndex.valueTypes`).
    func checkRecursiveValueTypes(_ valueTypes: [DeclSyntax]) {
        for s in valueTypes.compactMap({ $0.as(StructDeclSyntax.self) }) {
            guard let t = types[Self.qualifiedName(of: s)], t.kind == .structType, !t.isGeneric else { continue }
            for member in s.memberBlock.members {
                guard let v = member.decl.as(VariableDeclSyntax.self),
                      !v.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) else { continue }
                for b in v.bindings where b.isStored {
                    guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let (owner, own) = storedProperty(name, of: t), owner === t, own < t.storedTypes.count,
                          let type = t.storedTypes[own], holdsInline(type, t) else { continue }
                    error(b.pattern, "recursive-value-type", "value type '\(t.name)' cannot have a stored property that recursively contains it")
                }
            }
        }
        for e in valueTypes.compactMap({ $0.as(EnumDeclSyntax.self) })
        where !e.modifiers.contains(where: { $0.name.text == "indirect" }) && e.genericParameterClause == nil {
            guard let t = types[Self.qualifiedName(of: e)], t.kind == .enumType else { continue }
            let direct = e.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
                .filter { !$0.modifiers.contains(where: { $0.name.text == "indirect" }) }
                .flatMap(\.elements).compactMap(\.parameterClause).flatMap(\.parameters)
            if direct.contains(where: { holdsInline(typeRef($0.type), t) }) {
                error(e.name, "recursive-enum", "recursive enum '\(t.name)' is not marked 'indirect'")
            }
        }
    }

    /// Whether a value of `type` holds a value of `target` inline: `target` itself, or through
    /// an optional, a tuple or a non-generic struct's stored properties (`visited` keeps each
    /// struct once).
    private func holdsInline(_ type: TypeRef, _ target: TypeDecl, visited: Set<String> = []) -> Bool {
        switch type {
        case .optional(let t): return holdsInline(t, target, visited: visited)
        case .tuple(let ts), .labeledTuple(let ts, _): return ts.contains { holdsInline($0, target, visited: visited) }
        case .named(let n):
            guard let d = types[n] else { return false }
            if d === target { return true }
            guard d.kind == .structType, d.host == nil, !d.isGeneric, !visited.contains(n) else { return false }
            let seen = visited.union([n])
            return d.storedTypes.contains { $0.map { holdsInline($0, target, visited: seen) } ?? false }
        default: return false
        }
    }
}
