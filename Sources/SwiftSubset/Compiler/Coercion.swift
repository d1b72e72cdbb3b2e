import SwiftSyntax

/// Converting values at typed binding points: an integer literal becoming a `Double`, a value
/// becoming an `Optional`, an array literal becoming a `Set`.
extension TypeRef {
    /// Whether values bound to this type may need converting.
    var needsCoercion: Bool {
        switch self {
        case .named(let n): return n == "Double" || n == "Float" || n == "CGFloat" || IntKind(name: n) != nil
        case .optional, .set: return true
        case .array(let t): return t.needsCoercion
        case .dictionary(_, let v): return v.needsCoercion
        // An unlabelled tuple type drops the labels a value brings (`let t: (Int, Int) = f()`).
        case .tuple, .labeledTuple: return true
        default: return false
        }
    }
}

func coerce(_ v: Value, to t: TypeRef) -> Value {
    switch t {
    case .named(let n) where n == "Double" || n == "Float" || n == "CGFloat":
        if case .int(let i) = v { return .double(Double(i)) }
        return v
    case .named(let n):
        // An integer literal the checker did not type (`return 0` from a `-> UInt8`).
        if case .int = v, let kind = IntKind(name: n), case .fixed(let f)? = try? kind.convert(v, .exactly).unwrapped {
            return .fixed(f)
        }
        return v
    case .optional(let inner):
        switch v {
        case .optional(nil): return v
        case .optional(let x?):
            if case .optional = inner { return .optional(coerce(x, to: inner)) }
            return .optional(coerce(x, to: inner))
        case .weakRef: return v
        default: return .optional(coerce(v, to: inner))
        }
    case .array(let el):
        guard el.needsCoercion, case .array(var a) = v else { return v }
        for i in a.indices { a[i] = coerce(a[i], to: el) }
        return .array(a)
    case .set(let el):
        if case .array(let a) = v {
            var d = OrderedDict()
            for x in a { d.set(coerce(x, to: el), .void) }
            return .set(d)
        }
        return v
    case .dictionary(_, let vt):
        guard vt.needsCoercion, case .dictionary(var d) = v else { return v }
        for i in d.values.indices { d.values[i] = coerce(d.values[i], to: vt) }
        return .dictionary(d)
    case .labeledTuple(let ts, let newLabels):
        guard case .tuple(var items, _) = v, items.count == ts.count else { return v }
        for i in items.indices { items[i] = coerce(items[i], to: ts[i]) }
        return .tuple(items, labels: newLabels)
    case .tuple(let ts):
        guard case .tuple(var items, _) = v, items.count == ts.count else { return v }
        for i in items.indices { items[i] = coerce(items[i], to: ts[i]) }
        return .tuple(items, labels: Array(repeating: nil, count: items.count))
    default:
        return v
    }
}

extension Compiler {
    /// Reads a written type.
    func typeRef(_ type: TypeSyntax) -> TypeRef {
        if let o = type.as(OptionalTypeSyntax.self) { return .optional(typeRef(o.wrappedType)) }
        if let o = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return .optional(typeRef(o.wrappedType))
        }
        if let a = type.as(ArrayTypeSyntax.self) { return .array(typeRef(a.element)) }
        if let d = type.as(DictionaryTypeSyntax.self) { return .dictionary(typeRef(d.key), typeRef(d.value)) }
        if let t = type.as(TupleTypeSyntax.self) {
            if t.elements.count == 1, let only = t.elements.first { return typeRef(only.type) }
            if t.elements.contains(where: { $0.firstName != nil }) {
                return .labeledTuple(t.elements.map { typeRef($0.type) }, t.elements.map { $0.firstName?.text })
            }
            return .tuple(t.elements.map { typeRef($0.type) })
        }
        if let f = type.as(FunctionTypeSyntax.self) { return .function(functionType(f)) }
        if let a = type.as(AttributedTypeSyntax.self) { return typeRef(a.baseType) }
        if let s = type.as(SomeOrAnyTypeSyntax.self) { return typeRef(s.constraint) }
        if let m = type.as(MemberTypeSyntax.self) {
            // `T.Type` of a generic function's parameter: a metatype, checked at run time.
            if let base = m.baseType.as(IdentifierTypeSyntax.self), genericParameters[base.name.text] != nil { return .any }
            if case .named(let outer) = typeRef(m.baseType), nestedTypeNames.contains(outer + "." + m.name.text) {
                return .named(outer + "." + m.name.text)
            }
            // A type nested in a superclass (`Sub.Mode` for `Base.Mode`).
            if case .named(let outer) = typeRef(m.baseType),
               let inherited = types[outer]?.selfAndSuperclasses.dropFirst().first(where: { nestedTypeNames.contains($0.name + "." + m.name.text) }) {
                return .named(inherited.name + "." + m.name.text)
            }
            if case .named(let outer) = typeRef(m.baseType),
               let aliased = memberAliasTypeRef(outer, m.name.text,
                                                arguments: m.genericArgumentClause?.arguments.compactMap { $0.argument.as(TypeSyntax.self) } ?? []) {
                return aliased
            }
            return .named(m.name.text)
        }
        if let i = type.as(IdentifierTypeSyntax.self), let generic = genericParameters[i.name.text] { return generic }
        if let i = type.as(IdentifierTypeSyntax.self) {
            let args = i.genericArgumentClause?.arguments.compactMap { $0.argument.as(TypeSyntax.self) } ?? []
            switch (i.name.text, args.count) {
            case ("Optional", 1): return .optional(typeRef(args[0]))
            case ("Array", 1): return .array(typeRef(args[0]))
            case ("Set", 1): return .set(typeRef(args[0]))
            // `let s: Set = [1, 2]`: the element type comes from the value.
            case ("Set", 0): return .set(.any)
            case ("KeyValuePairs", 2): return Compiler.keyValuePairsType(typeRef(args[0]), typeRef(args[1]))
            case ("KeyValuePairs", 0): return Compiler.keyValuePairsType(.any, .any)
            // The standard library's alias of `Unicode.Scalar`, typed as that is.
            case ("UnicodeScalar", 0): return .named("Scalar")
            case ("Dictionary", 2): return .dictionary(typeRef(args[0]), typeRef(args[1]))
            case ("Any", _), ("AnyObject", _): return .any
            // A key path's value is a function from its root, but its type is not modelled.
            case (let n, 2) where Compiler.keyPathTypeNames.contains(n): return .any
            default:
                // Inside `extension String`, `Element` and `Index` are String's own, before any alias.
                if isStringMemberType(i.name.text, at: i) { return .named(i.name.text == "Element" ? "Character" : "Index") }
                if nestedType(named: i.name.text) == nil, let aliased = aliasTypeRef(i.name.text, arguments: args) { return aliased }
                return .named(nestedType(named: i.name.text)?.name ?? i.name.text)
            }
        }
        return .any
    }

    /// Checks that a written type names something known, reporting it otherwise.
    func checkTypeExists(_ type: TypeSyntax) {
        if let m = type.as(MemberTypeSyntax.self), let base = m.baseType.as(IdentifierTypeSyntax.self),
           genericParameters[base.name.text] != nil {
            return
        }
        if let m = type.as(MemberTypeSyntax.self) { reportMissingMemberType(m) }
        if let i = type.as(IdentifierTypeSyntax.self) {
            let n = i.name.text
            if genericParameters[n] != nil { return }
            if types[n] == nil && nestedType(named: n) == nil && !Compiler.builtinTypeNames.contains(n) && aliasedType(named: n) == nil
                && !Compiler.rangeTypeNames.contains(n) && !Compiler.keyPathTypeNames.contains(n)
                && !isStringMemberType(n, at: i) {
                cannotFindType(i, n)
            }
            if refuseGenericAliasUse(i) { return }
            for a in (i.genericArgumentClause?.arguments).elementsOrEmpty {
                if let t = a.argument.as(TypeSyntax.self) { checkTypeExists(t) }
            }
            return
        }
        if let o = type.as(OptionalTypeSyntax.self) { checkTypeExists(o.wrappedType) }
        if let o = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { checkTypeExists(o.wrappedType) }
        if let a = type.as(ArrayTypeSyntax.self) { checkTypeExists(a.element) }
        if let d = type.as(DictionaryTypeSyntax.self) { checkTypeExists(d.key); checkTypeExists(d.value) }
        if let t = type.as(TupleTypeSyntax.self) { for e in t.elements { checkTypeExists(e.type) } }
    }

    /// Reports swiftc's "'Bar' is not a member type of struct 'main.Foo'" for `Foo.Bar` where
    /// the program's `Foo` declares no type or alias `Bar`. Only for a type whose conformances
    /// bring no associated type Swift might infer (`Stack.Element` of a `Sequence`).
    private func reportMissingMemberType(_ m: MemberTypeSyntax) {
        let name = m.name.text
        guard !["Type", "Protocol"].contains(name), let base = m.baseType.as(IdentifierTypeSyntax.self),
              base.genericArgumentClause == nil, case .named(let outer) = typeRef(m.baseType),
              let t = types[outer], t.host == nil, t.rawType == nil,
              !t.selfAndSuperclasses.contains(where: { nestedTypeNames.contains($0.name + "." + name) }),
              memberAliasTypeRef(outer, name) == nil else { return }
        var kind: String
        switch t.kind {
        case .structType: kind = "struct"
        case .classType: kind = "class"
        case .enumType: kind = "enum"
        default: return
        }
        var spelled = outer
        if !t.typeParameters.isEmpty {
            kind = "generic " + kind
            spelled += "<" + t.typeParameters.joined(separator: ", ") + ">"
        }
        let withoutAssociatedTypes: Set<String> = [
            "Equatable", "Hashable", "Comparable", "CustomStringConvertible", "CustomDebugStringConvertible", "Codable", "Sendable", "Error",
        ]
        guard t.selfAndSuperclasses.allSatisfy({ $0.conformances.isSubset(of: withoutAssociatedTypes) }) else { return }
        error(m.name, "not-member-type", "'\(name)' is not a member type of \(kind) 'main.\(spelled)'")
    }

    /// `Index` or `Element` written inside an extension of `String` or `Substring`
    /// (`func index(of: String) -> Index?`): the string's `String.Index` and `Character`.
    func isStringMemberType(_ name: String, at node: some SyntaxProtocol) -> Bool {
        guard name == "Index" || name == "Element",
              let e = node.ancestorOrSelf(mapping: { $0.as(ExtensionDeclSyntax.self) }) else { return false }
        let extended = e.extendedType.trimmedText
        return (extended == "String" || extended == "Substring") && types[extended] == nil
    }

    static let builtinTypeNames: Set<String> = ([
        "Int", "Double", "Float", "CGFloat", "Bool", "String", "Character", "Optional", "Array",
        "Dictionary", "Set", "Any", "AnyObject", "Void", "Error", "Never", "Self",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Equatable", "Hashable", "Comparable", "CaseIterable",
        "Codable", "CodingKey", "Identifiable", "Substring", "NSObject", "Sendable", "KeyValuePairs", "UnicodeScalar",
        "NSCoder", "Selector", "ObjectIdentifier", "UnsafeMutableRawPointer", "BinaryInteger", "FixedWidthInteger", "Numeric", "SignedInteger", "UnsignedInteger",
    ] as Set<String>).union(IntKind.allCases.map(\.name))
}
