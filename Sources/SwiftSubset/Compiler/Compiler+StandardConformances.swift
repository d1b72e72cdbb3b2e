import SwiftSyntax

/// swiftc's "type 'X' does not conform to protocol 'P'" for a standard protocol the program's
/// type states but does not meet. A member a protocol requires missing (`description` of
/// `CustomStringConvertible` misspelt, `id` of `Identifiable`, `next()`, `makeIterator()`,
/// `allCases` of an enum with payloads); or, for `Equatable`, `Hashable` and `Comparable`,
/// no `==`, `hash(into:)` or `<` written where Swift cannot make one: a class (never synthesized), a struct declaring `Comparable`, an enum with raw values
/// declaring `Comparable`, and a struct's stored property or an enum's associated value of a
/// type that does not conform (a class, a closure, a tuple, `Any`, a protocol type, an
/// unconstrained type parameter, and arrays, optionals and dictionaries of those).
///
/// Read from the syntax alone, and only where the fault is certain: a type whose conformance
/// may come from somewhere not read here (a program protocol, a superclass from another
/// module, a conditional extension, a global `==`, a property wrapper, a type of UIKit or
/// Foundation) is taken as conforming.
extension Compiler {
    func checkStandardConformances(_ index: ProgramIndex) {
        let facts = ConformanceFacts(index)
        for (name, type) in facts.types {
            for p in ConformanceFacts.checkedProtocols + ConformanceFacts.requiredMembers.keys.sorted() where facts.declares(name, p) {
                guard let place = facts.placeOfConformance(name, to: p), !facts.isSatisfied(type, p) else { continue }
                let shown = p == "Equatable" ? type.nameWithParameters : type.qualifiedName
                error(place, "synthesized-conformance", "type '\(shown)' does not conform to protocol '\(p)'")
                break
            }
        }
        // A dictionary's key or a set's element of a type of the program's that is certainly
        // not Hashable (`[Person: Int]` for a class `Person`).
        for (place, written) in index.hashedTypes {
            guard let id = written.as(IdentifierTypeSyntax.self), id.genericArgumentClause == nil,
                  !Self.isTypeParameter(id.name.text, at: place), let type = facts.types[id.name.text],
                  facts.programTypeConforms(id.name.text, "Hashable", seen: []) == false else { continue }
            error(place, "synthesized-conformance", "type '\(type.qualifiedName)' does not conform to protocol 'Hashable'")
        }
    }

    /// Whether `name` is a type parameter of a declaration around `node`.
    private static func isTypeParameter(_ name: String, at node: Syntax) -> Bool {
        var current: Syntax? = node
        while let n = current {
            if let d = n.as(DeclSyntax.self), d.genericParameters?.parameters.contains(where: { $0.name.text == name }) == true { return true }
            current = n.parent
        }
        return false
    }
}

/// What the standard-conformance check knows about the program's own types.
private struct ConformanceFacts {
    /// The protocols whose members Swift may synthesize, in the order swiftc reports them when
    /// several fail.
    static let checkedProtocols = ["Hashable", "Comparable", "Equatable"]
    /// Standard protocols by the member each requires (found by name, as a property or method).
    static let requiredMembers = [
        "CustomStringConvertible": "description", "CustomDebugStringConvertible": "debugDescription",
        "Identifiable": "id", "IteratorProtocol": "next", "Sequence": "makeIterator", "CaseIterable": "allCases",
    ]

    /// Standard protocols that give no `==`, `hash(into:)` or `<` (and raw-value types).
    private static let neutralNames: Set<String> = [
        "Codable", "Encodable", "Decodable", "CodingKey", "CustomStringConvertible", "CustomDebugStringConvertible",
        "CaseIterable", "Identifiable", "Error", "Sendable", "Sequence", "IteratorProtocol",
    ]
    /// Standard types that are Equatable, Hashable and Comparable.
    private static let orderedValues: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "String", "Character", "Substring", "ObjectIdentifier",
    ]
    /// Raw-value types of enums (an enum with raw values gets no synthesized `<`).
    private static let rawValueTypes = orderedValues

    /// One of the program's structs, enums or classes, declared once.
    struct TypeFacts {
        let decl: DeclSyntax
        let kind: Keyword
        /// Inherited names from the declaration and every extension.
        var inherited: Set<String>
        /// The first inherited name of the declaration itself (a class's superclass, an enum's raw type).
        let firstInherited: String?
        /// Member names from the declaration and every extension.
        var members: Set<String>
        let generics: GenericParameterClauseSyntax?
        let hasWhereClause: Bool
        let qualifiedName: String

        /// `W<T, U>` for a generic type, as swiftc names it in its Equatable error.
        var nameWithParameters: String {
            guard let generics else { return qualifiedName }
            return qualifiedName + "<" + generics.parameters.map(\.name.text).joined(separator: ", ") + ">"
        }
    }

    private(set) var types: [String: TypeFacts] = [:]
    /// Per type name and protocol, the node an error about it is reported at.
    private var places: [String: [String: Syntax]] = [:]
    /// Type names an extension not read here adds to (a conditional conformance, a nested or
    /// specialised type's extension): what they conform to is not known.
    private var uncertain: Set<String> = []
    private let protocolNames: Set<String>
    /// Protocols the program extends, standard ones among them (their extensions may add members).
    private let extendedNames: Set<String>
    private let globalOperators: Set<String>

    init(_ index: ProgramIndex) {
        protocolNames = index.protocolNames
        extendedNames = index.extendedProtocols
        globalOperators = Set(index.functions.map(\.decl).filter(Self.isGlobal).map(\.name.text))
        var counts: [String: Int] = [:]
        for (node, name, _) in index.conformers where !node.is(ExtensionDeclSyntax.self) {
            counts[name.text, default: 0] += 1
        }
        for (node, name, inherited) in index.conformers where !node.is(ExtensionDeclSyntax.self) {
            guard counts[name.text] == 1, let facts = Self.facts(node, inherited: inherited) else { continue }
            types[name.text] = facts
            for p in inherited { notePlace(name.text, p, Syntax(name)) }
        }
        for (node, _, inherited) in index.conformers {
            guard let ext = node.as(ExtensionDeclSyntax.self) else { continue }
            // `extension Outer.Inner: P`, `extension Box<Int>: P` or one with a `where` clause:
            // what it adds is not read here.
            guard let extended = ext.extendedType.as(IdentifierTypeSyntax.self), extended.genericArgumentClause == nil,
                  ext.genericWhereClause == nil else {
                if let name = ext.extendedType.as(IdentifierTypeSyntax.self)?.name ?? ext.extendedType.as(MemberTypeSyntax.self)?.name {
                    uncertain.insert(name.text)
                }
                continue
            }
            let name = extended.name.text
            guard types[name] != nil else { continue }
            types[name]?.inherited.formUnion(inherited)
            for p in inherited { notePlace(name, p, Syntax(ext.extensionKeyword)) }
        }
        // Members from the body and every extension, with or without conformances
        // (`extension Outer.Inner`'s and `extension Box<Int>`'s too).
        for (extended, names) in index.memberNames {
            let name = String((extended.split(separator: ".").last ?? "").prefix { $0 != "<" })
            types[name]?.members.formUnion(names)
        }
    }

    private mutating func notePlace(_ type: String, _ p: String, _ node: Syntax) {
        let implied = p == "Hashable" || p == "Comparable" ? [p, "Equatable"] : [p]
        for q in implied where places[type]?[q] == nil { places[type, default: [:]][q] = node }
    }

    private static func facts(_ node: Syntax, inherited: [String]) -> TypeFacts? {
        let kind: Keyword
        switch node.kind {
        case .structDecl: kind = .struct
        case .enumDecl: kind = .enum
        case .classDecl: kind = .class
        default: return nil
        }
        guard let decl = node.as(DeclSyntax.self) else { return nil }
        return TypeFacts(decl: decl, kind: kind, inherited: Set(inherited), firstInherited: inherited.first,
                         members: [], generics: decl.genericParameters, hasWhereClause: decl.genericWhere != nil,
                         qualifiedName: Compiler.qualifiedName(of: node))
    }

    private static func isGlobal(_ f: FunctionDeclSyntax) -> Bool {
        f.parent?.is(CodeBlockItemSyntax.self) == true && f.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
    }

    // MARK: Which conformances a type states

    /// Whether `name` states a conformance to `p` (`Hashable` and `Comparable` bring `Equatable`),
    /// unconditionally, where an error about it can be placed.
    func declares(_ name: String, _ p: String) -> Bool {
        guard let type = types[name], !uncertain.contains(name) else { return false }
        if Self.requiredMembers[p] != nil { return type.inherited.contains(p) }
        return p == "Equatable" ? !type.inherited.isDisjoint(with: ["Equatable", "Hashable", "Comparable"]) : type.inherited.contains(p)
    }

    func placeOfConformance(_ name: String, to p: String) -> Syntax? { places[name]?[p] }

    /// Whether every other name a type inherits is known to give it no `==`, `hash(into:)` or `<`.
    private func inheritsOnlyKnownNames(_ type: TypeFacts) -> Bool {
        type.inherited.allSatisfy { name in
            Self.checkedProtocols.contains(name) || Self.neutralNames.contains(name)
                || (type.kind == .enum && name == type.firstInherited && Self.rawValueTypes.contains(name))
        }
    }

    // MARK: Whether a stated conformance can be met

    /// Whether `type`'s conformance to `p` is met or may be met in a way not read here; false
    /// only when Swift certainly reports it.
    func isSatisfied(_ type: TypeFacts, _ p: String) -> Bool {
        guard inheritsOnlyKnownNames(type), !type.hasWhereClause else { return true }
        if let member = Self.requiredMembers[p] { return meetsRequirement(type, p, member: member) }
        switch p {
        case "Equatable": if type.members.contains("==") || globalOperators.contains("==") { return true }
        case "Hashable": if type.members.contains("hash") || type.members.contains("hashValue") { return true }
        default: if type.members.contains("<") || globalOperators.contains("<") { return true }
        }
        switch type.kind {
        case .class:
            return false
        case .struct:
            if p == "Comparable" { return false }
            return storedPropertyTypes(type).allSatisfy { conforms($0, p, in: type) != false }
        default:
            let values = associatedValueTypes(type)
            if p == "Comparable", values.isEmpty {
                return !(type.firstInherited.map(Self.rawValueTypes.contains) ?? false)
            }
            return values.allSatisfy { conforms($0, p, in: type) != false }
        }
    }

    /// Whether `type` has the member `p` requires, or is given it by Swift: a class's `id`
    /// (`ObjectIdentifier`), an iterator's `makeIterator()`, a payload-free enum's `allCases`.
    private func meetsRequirement(_ type: TypeFacts, _ p: String, member: String) -> Bool {
        if type.members.contains(member) || extendedNames.contains(p) { return true }
        switch p {
        case "Identifiable": return type.kind == .class
        case "Sequence": return type.inherited.contains("IteratorProtocol")
        case "CaseIterable": return type.kind == .enum && associatedValueTypes(type).isEmpty
        default: return false
        }
    }

    /// The written types of a struct's plain stored properties (not static, lazy, wrapped or computed).
    private func storedPropertyTypes(_ type: TypeFacts) -> [TypeSyntax] {
        type.decl.groupMembers.elementsOrEmpty.flatMap { m -> [TypeSyntax] in
            guard let v = m.decl.as(VariableDeclSyntax.self), v.attributes.isEmpty,
                  !v.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) else { return [] }
            return v.bindings.compactMap { b in b.isStored ? Compiler.writtenType(of: b, in: v)?.type : nil }
        }
    }

    private func associatedValueTypes(_ type: TypeFacts) -> [TypeSyntax] {
        type.decl.groupMembers.elementsOrEmpty.flatMap { m -> [TypeSyntax] in
            guard let c = m.decl.as(EnumCaseDeclSyntax.self) else { return [] }
            return c.elements.flatMap { $0.parameterClause?.parameters.map(\.type) ?? [] }
        }
    }

    /// Whether a value of the written type conforms to `p`: nil where it is not known here.
    private func conforms(_ t: TypeSyntax, _ p: String, in owner: TypeFacts) -> Bool? {
        if let a = t.as(ArrayTypeSyntax.self) { return p == "Comparable" ? false : conforms(a.element, p, in: owner) }
        if let o = t.as(OptionalTypeSyntax.self) { return p == "Comparable" ? false : conforms(o.wrappedType, p, in: owner) }
        if let o = t.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return p == "Comparable" ? false : conforms(o.wrappedType, p, in: owner)
        }
        if let d = t.as(DictionaryTypeSyntax.self) { return p == "Comparable" ? false : conforms(d.value, p, in: owner) }
        if t.is(FunctionTypeSyntax.self) { return false }
        if let tuple = t.as(TupleTypeSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil {
                return conforms(only.type, p, in: owner)
            }
            return false
        }
        if let a = t.as(AttributedTypeSyntax.self) { return a.baseType.is(FunctionTypeSyntax.self) ? false : nil }
        if let some = t.as(SomeOrAnyTypeSyntax.self) {
            return some.someOrAnySpecifier.tokenKind == .keyword(.any) ? false : nil
        }
        guard let id = t.as(IdentifierTypeSyntax.self) else { return nil }
        let name = id.name.text
        if let arguments = id.genericArgumentClause?.arguments {
            let element = arguments.last.flatMap { $0.argument.as(TypeSyntax.self) }
            switch (name, element) {
            case ("Array", let e?), ("Optional", let e?), ("Dictionary", let e?):
                return p == "Comparable" ? false : conforms(e, p, in: owner)
            case ("Set", _): return p == "Comparable" ? false : true
            default: return nil
            }
        }
        if Self.orderedValues.contains(name) { return true }
        if name == "Bool" { return p != "Comparable" }
        if ["Any", "AnyObject", "Error"].contains(name) || protocolNames.contains(name) { return false }
        if let parameter = owner.generics?.parameters.first(where: { $0.name.text == name }) {
            guard let bound = parameter.inheritedType?.trimmedText else { return false }
            return bound == p || (p == "Equatable" && ["Hashable", "Comparable"].contains(bound)) ? true : nil
        }
        return programTypeConforms(name, p, seen: [])
    }

    /// Whether the program's type `name` conforms to `p`, following its program superclasses.
    func programTypeConforms(_ name: String, _ p: String, seen: Set<String>) -> Bool? {
        guard let type = types[name], !uncertain.contains(name), !seen.contains(name) else { return nil }
        if declares(name, p) { return true }
        if type.kind == .enum, associatedValueTypes(type).isEmpty, p != "Comparable" { return true }
        if type.kind == .class, let first = type.firstInherited, !Self.checkedProtocols.contains(first),
           !Self.neutralNames.contains(first) {
            return types[first]?.kind == .class ? programTypeConforms(first, p, seen: seen.union([name])) : nil
        }
        return inheritsOnlyKnownNames(type) ? false : nil
    }
}
