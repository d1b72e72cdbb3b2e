import SwiftSyntax

/// Overloads of one full name where some are generic: Swift prefers a non-generic function
/// whose parameters take the arguments by their own types or by protocols those types adopt
/// (`f(_: Shape)` over `f<T>(_: T)` for a `Shape`), then the most constrained generic whose
/// constraints the arguments satisfy (`g<T: Comparable>` over `g<T: Equatable>` over `g<T>`),
/// and converts to `Any` last.
extension Compiler {
    /// A function declaration's type as written, with its generic clause and `where` clause:
    /// `f<T>(_: T)` and `f<T: Equatable>(_: T)` are two overloads, not a redeclaration.
    static func declarationSpelling(_ f: FunctionDeclSyntax) -> String {
        let generics = (f.genericParameterClause?.trimmedText ?? "")
            + (f.genericWhereClause.map { " " + $0.trimmedText } ?? "")
        return generics + signatureSpelling(f.signature)
    }

    /// Each type parameter's required protocols and classes, from the generic clause
    /// (`<T: P & Q>`) and the `where` clause (`where T: R`).
    static func typeParameterConstraints(_ clause: GenericParameterClauseSyntax?,
                                         _ whereClause: GenericWhereClauseSyntax?) -> [String: [String]] {
        var found: [String: [String]] = [:]
        func names(_ type: TypeSyntax) -> [String] {
            if let c = type.as(CompositionTypeSyntax.self) { return c.elements.flatMap { names($0.type) } }
            return [type.trimmedText]
        }
        for p in (clause?.parameters).elementsOrEmpty {
            found[p.name.text] = p.inheritedType.map(names) ?? []
        }
        for r in (whereClause?.requirements).elementsOrEmpty {
            guard case .conformanceRequirement(let c) = r.requirement,
                  let n = c.leftType.as(IdentifierTypeSyntax.self)?.name.text, found[n] != nil else { continue }
            found[n, default: []] += names(c.rightType)
        }
        return found
    }

    /// Of generic `candidates`, the one Swift calls for arguments of static types `argTypes`:
    /// each binds its type parameters from the arguments, those whose constraints the bound
    /// types satisfy remain, and the one at least as constrained as every other is chosen.
    /// `undecided` when an argument's type, or whether it satisfies a constraint, is not known,
    /// or several fit equally; neither a choice nor `undecided` when no generic overload fits.
    func mostConstrainedGeneric(_ candidates: [FunctionRef], labels: [String?],
                                argTypes: [String?]) -> (choice: (FunctionRef, [Int])?, undecided: Bool) {
        var fitting: [(ref: FunctionRef, mapping: [Int], bound: [String: String])] = []
        for ref in candidates where !ref.typeParameterUses.isEmpty {
            guard let mapping = ref.match(labels) else { continue }
            var bound: [String: String] = [:]
            var fits = true
            for (i, p) in mapping.enumerated() {
                guard let have = argTypes[i] else { return (nil, true) }
                if let use = ref.typeParameterUses[p] {
                    var element = have
                    if use.inArray && !use.isVariadic {
                        guard have.hasPrefix("["), have.hasSuffix("]"), !have.contains(":") else { fits = false; break }
                        element = String(have.dropFirst().dropLast())
                    }
                    if let earlier = bound[use.name], earlier != element { return (nil, true) }
                    bound[use.name] = element
                } else if p >= ref.paramTypes.count || ref.paramTypes[p]?.description != have {
                    fits = false
                    break
                }
            }
            guard fits else { continue }
            for (name, type) in bound {
                for required in ref.typeParameterConstraints[name] ?? [] {
                    guard let adopts = typeSatisfies(type, required) else { return (nil, true) }
                    if !adopts { fits = false }
                }
            }
            if fits { fitting.append((ref, mapping, bound)) }
        }
        let best = fitting.filter { r in
            fitting.allSatisfy { o in r.ref === o.ref || constraintsImply(r.ref, o.ref) }
        }
        guard best.count == 1 else { return (nil, !fitting.isEmpty) }
        return ((best[0].ref, best[0].mapping), false)
    }

    /// Whether `a`'s constraints on the type parameters its parameters use imply `b`'s, the
    /// parameters taken in order (`<T: Comparable>` implies `<U: Equatable>` and `<V>`).
    private func constraintsImply(_ a: FunctionRef, _ b: FunctionRef) -> Bool {
        for (p, useB) in b.typeParameterUses {
            let required = b.typeParameterConstraints[useB.name] ?? []
            guard !required.isEmpty else { continue }
            guard let useA = a.typeParameterUses[p] else { return false }
            let held = a.typeParameterConstraints[useA.name] ?? []
            for r in required where !held.contains(where: { protocolImplies($0, r) }) { return false }
        }
        return true
    }

    /// Whether adopting `a` means adopting `b`: the same protocol, one the program's protocol
    /// `a` refines, or `Equatable` under `Hashable` and `Comparable`.
    private func protocolImplies(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        if b == "Equatable", a == "Hashable" || a == "Comparable" { return true }
        guard let t = types[a], t.host == nil else { return false }
        if t.conforms(to: b) { return true }
        return types[b].map { t.isSubclass(of: $0) } ?? false
    }

    /// Whether the static type named `have` satisfies the constraint `required` (a class it
    /// must inherit from, or a protocol); nil when that is not known here.
    private func typeSatisfies(_ have: String, _ required: String) -> Bool? {
        if let r = types[required], r.kind == .classType {
            guard let t = types[have], t.host == nil || t.kind == .classType else { return nil }
            return t.isSubclass(of: r)
        }
        return staticTypeAdopts(have, required)
    }
}
