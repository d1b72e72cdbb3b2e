import SwiftSyntax

/// What swiftc refuses about class-only protocols and reference ownership: a struct or enum
/// conforming to a class-only protocol, and `weak`/`unowned` on a type that is not a class
/// or a class-only protocol, or a `weak` variable that is not optional. Worded as swiftc 6.3
/// words them (Tests/SwiftSubsetTests/OwnershipTests.swift).
extension Compiler {
    /// A protocol that inherits from a class-only protocol is class-only too.
    func markInheritedClassOnlyProtocols() {
        var changed = true
        while changed {
            changed = false
            for t in types.values where t.kind == .protocolType && !t.isClassOnly {
                if t.conformances.contains(where: { types[$0]?.isClassOnly == true }) {
                    t.isClassOnly = true
                    changed = true
                }
            }
        }
    }

    /// The class-only protocols `name` names: itself, then those it inherits from.
    private func classOnlyProtocols(named name: String) -> [String] {
        guard let p = types[name], p.kind == .protocolType, p.isClassOnly else { return [] }
        var found = [name]
        var index = 0
        while index < found.count {
            for inherited in (types[found[index]]?.conformances ?? []).sorted()
            where types[inherited]?.isClassOnly == true && !found.contains(inherited) {
                found.append(inherited)
            }
            index += 1
        }
        return found
    }

    /// "non-class type 'T' cannot conform to class protocol 'Q'", at the struct's or enum's
    /// name, or at the extension that adds the conformance.
    func refuseValueTypesConformingToClassProtocols(_ typeDecls: [(DeclSyntax, TypeDecl)]) {
        for (d, t) in typeDecls where t.kind == .structType || t.kind == .enumType {
            let place: Syntax
            let clause: InheritanceClauseSyntax?
            if let s = d.as(StructDeclSyntax.self) {
                place = Syntax(s.name); clause = s.inheritanceClause
            } else if let e = d.as(EnumDeclSyntax.self) {
                place = Syntax(e.name); clause = e.inheritanceClause
            } else if let x = d.as(ExtensionDeclSyntax.self) {
                place = Syntax(x.extensionKeyword); clause = x.inheritanceClause
            } else {
                continue
            }
            for inherited in (clause?.inheritedTypes).elementsOrEmpty {
                for name in classOnlyProtocols(named: inherited.type.trimmedText) {
                    error(place, "class-protocol-conformance", "non-class type '\(t.name)' cannot conform to class protocol '\(name)'")
                }
            }
        }
    }

    /// Refuses `weak` and `unowned` where swiftc does: on a value type or a protocol that is
    /// not class-only, and `weak` on a type that is not optional.
    func checkReferenceOwnership(_ v: VariableDeclSyntax) {
        guard let keyword = v.modifiers.first(where: { ["weak", "unowned"].contains($0.name.text) })?.name.text else { return }
        for b in v.bindings {
            guard let id = b.pattern.as(IdentifierPatternSyntax.self), let annotated = b.typeAnnotation?.type else { continue }
            var type = annotated
            var isOptional = false
            if let o = type.as(OptionalTypeSyntax.self) { type = o.wrappedType; isOptional = true }
            if let o = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = o.wrappedType; isOptional = true }
            if let t = type.as(TupleTypeSyntax.self), t.elements.count == 1, let only = t.elements.first { type = only.type }
            let spelled = type.trimmedText
            let name = spelled.hasPrefix("any ") ? String(spelled.dropFirst(4)) : spelled
            switch referenceKind(of: type, name: name) {
            case .classOnly:
                if keyword == "weak" && !isOptional {
                    let shown = types[name]?.kind == .protocolType ? "(any \(name))?" : "\(spelled)?"
                    errorOnce(id, "weak-not-optional", "'weak' variable should have optional type '\(shown)'")
                }
            case .protocolNotClassOnly:
                errorOnce(id, "weak-non-class-protocol",
                      "'\(keyword)' must not be applied to non-class-bound 'any \(name)'; consider adding a protocol conformance that has a class bound")
            case .value:
                errorOnce(id, "weak-value-type", "'\(keyword)' may only be applied to class and class-bound protocol types, not '\(spelled)'")
            case .unknown:
                break
            }
        }
    }

    /// A local variable's declaration may be checked more than once (a body compiled again
    /// once its closure's types are known): its error is recorded once.
    func errorOnce(_ node: some SyntaxProtocol, _ id: String, _ message: String) {
        let loc = node.startLocation(converter: converter)
        guard !diagnostics.contains(where: { $0.line == loc.line && $0.column == loc.column && $0.message == message }) else { return }
        error(node, id, message)
    }

    private enum ReferenceKind { case classOnly, protocolNotClassOnly, value, unknown }

    private func referenceKind(of type: TypeSyntax, name: String) -> ReferenceKind {
        if type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) || type.is(TupleTypeSyntax.self)
            || type.is(FunctionTypeSyntax.self) {
            return .value
        }
        let valueTypes: Set<String> = ["Int", "Double", "Float", "Bool", "String", "Character", "Substring",
                                       "CGFloat", "IndexPath"]
        if valueTypes.contains(name) || name.hasPrefix("Array<") || name.hasPrefix("Dictionary<") || name.hasPrefix("Set<") {
            return .value
        }
        if let t = types[name] {
            switch t.kind {
            case .classType: return .classOnly
            case .protocolType: return t.isClassOnly ? .classOnly : .protocolNotClassOnly
            case .structType, .enumType: return .value
            case .builtin: return .unknown
            }
        }
        return name == "AnyObject" ? .classOnly : .unknown
    }
}
