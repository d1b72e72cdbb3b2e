import SwiftSyntax

/// Number literals of type `Element` in a method of an extension of a standard collection whose
/// `where` clause makes the element numeric (`extension Array where Element: Numeric { func
/// total() -> Element { reduce(0, +) } }`): such a literal takes the type of the receiver's
/// elements, read from the receiver when the literal runs (an `Int` array's `0` is `0`, a
/// `Double` array's `0.0`), as Swift gives it the receiver's `Element`. The literals found are
/// those `Compiler+TypeParameterLiterals.swift` finds for a generic function's own numeric
/// type parameter; every other literal in such an extension is refused at its place, as in a
/// generic function. Refused when it runs on an empty receiver (whose element type a value
/// does not tell), and not found in a program that names `Float` (a Float is held as a Double
/// here, so its array would give the literal Double's type).
extension Compiler {
    /// The standard collection types and protocols whose extensions' `Element` is the
    /// receiver's element type.
    private static let elementExtensibleCollections: Set<String> = [
        "Array", "Collection", "Sequence", "BidirectionalCollection", "RandomAccessCollection",
    ]

    /// Whether `f` is an instance method of an extension of a standard collection whose `where`
    /// clause constrains `Element` to a numeric protocol (`where Element: Numeric`), and `f`
    /// declares no `Element` of its own.
    static func isNumericElementExtensionMethod(_ f: FunctionDeclSyntax) -> Bool {
        guard f.genericParameterClause?.parameters.contains(where: { $0.name.text == "Element" }) != true else { return false }
        return isNumericElementExtensionMember(f.modifiers, f.parent?.parent?.parent?.parent)
    }

    /// For a literal in the getter of a computed instance property of such an extension
    /// (`var total: Element { reduce(0, +) }`, or its `get` block), closures in it included:
    /// the property's declared type and the getter's statements.
    static func numericElementExtensionGetter(of node: Syntax) -> (type: TypeSyntax?, statements: CodeBlockItemListSyntax)? {
        guard let getter = computedPropertyGetter(of: node),
              isNumericElementExtensionMember(getter.variable.modifiers, getter.variable.parent?.parent?.parent?.parent) else { return nil }
        return (getter.type, getter.statements)
    }

    /// For a node in the getter of a computed property (`var total: T { … }`, or its `get`
    /// block), closures in it included: the property, its declared type and the getter's
    /// statements.
    static func computedPropertyGetter(of node: Syntax) -> (variable: VariableDeclSyntax, type: TypeSyntax?, statements: CodeBlockItemListSyntax)? {
        var n = node.parent
        var accessor: AccessorDeclSyntax?
        while let p = n {
            if p.is(FunctionDeclSyntax.self) || p.is(MemberBlockSyntax.self) { return nil }
            if let a = p.as(AccessorDeclSyntax.self) { accessor = a }
            if let block = p.as(AccessorBlockSyntax.self) {
                guard let binding = block.parent?.as(PatternBindingSyntax.self),
                      let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return nil }
                switch block.accessors {
                case .getter(let statements): return (variable, binding.typeAnnotation?.type, statements)
                case .accessors:
                    guard let get = accessor, get.accessorSpecifier.tokenKind == .keyword(.get),
                          let statements = get.body?.statements else { return nil }
                    return (variable, binding.typeAnnotation?.type, statements)
                }
            }
            n = p.parent
        }
        return nil
    }

    /// Whether a member with `modifiers`, declared in `container`, is an instance member of an
    /// extension of a standard collection whose `where` clause makes `Element` numeric.
    private static func isNumericElementExtensionMember(_ modifiers: DeclModifierListSyntax, _ container: Syntax?) -> Bool {
        guard !modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
              let e = container?.as(ExtensionDeclSyntax.self),
              elementExtensibleCollections.contains(e.extendedType.trimmedText),
              let requirements = e.genericWhereClause?.requirements else { return false }
        return requirements.contains { requirement in
            guard case .conformanceRequirement(let c) = requirement.requirement,
                  c.leftType.trimmedText == "Element" else { return false }
            let parts = c.rightType.as(CompositionTypeSyntax.self)?.elements.map(\.type) ?? [c.rightType]
            return parts.contains { numericConstraints.contains($0.trimmedText) }
        }
    }

    /// For `Element` at `node`, inside such an extension's method, where the program does not
    /// name `Float`: reads the type of the receiver's elements (`BoundType`) when it runs.
    func receiverElementType(_ name: String, at node: some SyntaxProtocol) -> ((Env) throws(Interrupt) -> Value)? {
        guard name == "Element", !programMentionsFloat(node) else { return nil }
        if let f = Self.enclosingMethod(of: Syntax(node)) {
            guard Self.isNumericElementExtensionMethod(f) else { return nil }
        } else if Self.numericElementExtensionGetter(of: Syntax(node)) == nil {
            return nil
        }
        let me = selfValue(node).run
        // A range is held with Int bounds whatever its bounds' type: an Int range only where
        // the program names no other integer type (`ClosedRange<UInt8>`).
        let rangesAreInt = !node.root.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind, name != "Int" else { return false }
            return IntKind(name: name) != nil
        }
        return { env throws(Interrupt) in
            let receiver = try me(env)
            let first: Value?
            switch receiver {
            case .array(let items): first = items.first
            case .set(let d): first = d.keys.first
            case .range where rangesAreInt: first = .int(0)
            case .range: throw .unsupported("a number literal of type 'Element' on a range, in a program that names a fixed-width integer type, is not supported yet")
            default: throw .unsupported("a number literal of type 'Element' on a sequence of this kind is not supported yet")
            }
            switch first {
            case .int?: return .standardType("Int")
            case .double?: return .standardType("Double")
            case .fixed(let f)?: return .standardType(f.kind.name)
            case nil:
                throw .unsupported("a number literal of type 'Element' run on an empty collection (whose element type is not known here) is not supported yet")
            default:
                throw .unsupported("a number literal of type 'Element' on a collection of these elements is not supported yet")
            }
        }
    }

    /// The method whose body holds `node`, through closures but not nested types or accessors.
    private static func enclosingMethod(of node: Syntax) -> FunctionDeclSyntax? {
        var n = node.parent
        while let p = n {
            if let f = p.as(FunctionDeclSyntax.self) { return f }
            if p.is(MemberBlockSyntax.self) || p.is(AccessorBlockSyntax.self) || p.is(InitializerDeclSyntax.self) { return nil }
            n = p.parent
        }
        return nil
    }
}
