import SwiftSyntax

/// Number literals of a generic struct's or class's numeric type parameter in its instance
/// methods and computed properties' getters (`struct Vec<T: Numeric> { var items: [T]; func
/// sum() -> T { items.reduce(0, +) } }`):
/// such a literal takes the type the receiver's type arguments give `T` when it runs
/// (`Compiler+TypeParameterValues.swift` reads them), as Swift gives it `T`. Found as a generic
/// function's literals are (`Compiler+TypeParameterLiterals.swift`), the type's stored
/// properties of type `T` or `[T]` counting as names of that type; every other literal in
/// such a type, or in an extension of it, is refused at its place (in its initialisers, static
/// members and property defaults too, where no receiver gives `T`).
extension Compiler {
    /// The numeric type parameters of the struct or class whose instance method `f` is, each
    /// with the type's stored properties of type `T` (`element`) and `[T]` (`array`) that `f`
    /// does not declare again; empty for any other function.
    static func enclosingTypeNumericParameters(_ f: FunctionDeclSyntax) -> [(name: String, element: Set<String>, array: Set<String>)] {
        let own = Set((f.genericParameterClause?.parameters).elementsOrEmpty.map(\.name.text))
        // Names `f` declares itself (its parameters, its locals, its closures' parameters).
        var declared = Set(f.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
        if let body = f.body { declared.formUnion(namesDeclared(in: Syntax(body))) }
        return typeNumericParameters(f.modifiers, f.parent?.parent?.parent, excluding: own, declared: declared)
    }

    /// The same for the getter of a computed instance property of such a type (`var sum: T {
    /// items.reduce(0, +) }`): its declared type, its statements and the parameters.
    static func enclosingTypeNumericParameters(getterOf node: Syntax)
        -> (type: TypeSyntax?, statements: CodeBlockItemListSyntax, parameters: [(name: String, element: Set<String>, array: Set<String>)])? {
        guard let getter = computedPropertyGetter(of: node) else { return nil }
        let parameters = typeNumericParameters(getter.variable.modifiers, getter.variable.parent?.parent?.parent, excluding: [],
                                               declared: namesDeclared(in: Syntax(getter.statements)))
        return parameters.isEmpty ? nil : (getter.type, getter.statements, parameters)
    }

    /// The names declared in `body`: its locals, its closures' parameters and capture lists.
    private static func namesDeclared(in body: Syntax) -> Set<String> {
        Set(body.descendants(IdentifierPatternSyntax.self).map(\.identifier.text))
            .union(body.descendants(ClosureShorthandParameterSyntax.self).map(\.name.text))
            .union(body.descendants(ClosureCaptureSyntax.self).map(\.name.text))
            .union(body.descendants(ClosureParameterSyntax.self).map { ($0.secondName ?? $0.firstName).text })
    }

    /// For an instance member with `modifiers` in `container`, a struct's or class's member
    /// block: the type's numeric type parameters (but those in `excluding`), each with its
    /// stored properties of type `T` and `[T]` whose names are not in `declared`.
    private static func typeNumericParameters(_ modifiers: DeclModifierListSyntax, _ container: Syntax?, excluding: Set<String>,
                                              declared: Set<String>) -> [(name: String, element: Set<String>, array: Set<String>)] {
        guard !modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }),
              var members = container?.as(MemberBlockSyntax.self) else { return [] }
        if let e = members.parent?.as(ExtensionDeclSyntax.self) {
            // `extension Vec`: the type's own declaration, where the file holds exactly one.
            guard e.genericWhereClause == nil, let declared = typeDeclaration(named: e.extendedType.trimmedText, in: Syntax(e).root) else { return [] }
            members = declared
        }
        let clause: GenericParameterClauseSyntax?, whereClause: GenericWhereClauseSyntax?
        if let s = members.parent?.as(StructDeclSyntax.self) {
            (clause, whereClause) = (s.genericParameterClause, s.genericWhereClause)
        } else if let c = members.parent?.as(ClassDeclSyntax.self) {
            (clause, whereClause) = (c.genericParameterClause, c.genericWhereClause)
        } else {
            return []
        }
        let numeric = numericTypeParameters(clause, whereClause).subtracting(excluding)
        return numeric.sorted().map { parameter in
            var element: Set<String> = [], array: Set<String> = []
            for member in members.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                      !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { continue }
                for binding in variable.bindings where binding.accessorBlock == nil {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, !declared.contains(name),
                          let type = binding.typeAnnotation?.type else { continue }
                    if type.as(IdentifierTypeSyntax.self).map({ $0.name.text == parameter && $0.genericArgumentClause == nil }) ?? false {
                        element.insert(name)
                    } else if type.as(ArrayTypeSyntax.self)?.element.as(IdentifierTypeSyntax.self)?.name.text == parameter {
                        array.insert(name)
                    }
                }
            }
            return (parameter, element, array)
        }
    }

    /// The member block of the one struct or class named `name` in `root`; nil where there is
    /// none or more than one (a nested type of that name elsewhere).
    private static func typeDeclaration(named name: String, in root: Syntax) -> MemberBlockSyntax? {
        let found = root.descendants(StructDeclSyntax.self).filter { $0.name.text == name }.map(\.memberBlock)
            + root.descendants(ClassDeclSyntax.self).filter { $0.name.text == name }.map(\.memberBlock)
        return found.count == 1 ? found[0] : nil
    }

    /// Notes the number literals of an extension of a generic struct or class whose type
    /// parameters are numeric (`extension Vec` of `struct Vec<T: Numeric>`) as a generic
    /// declaration's are (`acceptNumericConstraint`): refused unless compiled where their type
    /// is certain, as those of the type's own body. False, with an error, where the extension
    /// uses an implicit numeric member (`.zero`).
    func acceptNumericParameters(of t: TypeDecl, in e: ExtensionDeclSyntax, among declarations: [(DeclSyntax, TypeDecl)]) -> Bool {
        guard t.isGeneric, let d = declarations.first(where: { $0.1 === t && !$0.0.is(ExtensionDeclSyntax.self) })?.0 else { return true }
        let clause = d.as(StructDeclSyntax.self)?.genericParameterClause ?? d.as(ClassDeclSyntax.self)?.genericParameterClause
        let whereClause = d.as(StructDeclSyntax.self)?.genericWhereClause ?? d.as(ClassDeclSyntax.self)?.genericWhereClause
        for parameter in Self.numericTypeParameters(clause, whereClause).sorted() {
            guard acceptNumericConstraint(Self.numericConstraint(of: parameter, clause, whereClause), of: parameter, in: Syntax(e)) else { return false }
        }
        return true
    }

    /// The numeric protocol `parameter` is constrained to in a generic clause or its `where`
    /// clause (the first one written), for a refusal's words.
    private static func numericConstraint(of parameter: String, _ clause: GenericParameterClauseSyntax?,
                                          _ whereClause: GenericWhereClauseSyntax?) -> String {
        var constraints: [TypeSyntax] = (clause?.parameters).elementsOrEmpty.filter { $0.name.text == parameter }.compactMap(\.inheritedType)
        for r in (whereClause?.requirements).elementsOrEmpty {
            if case .conformanceRequirement(let c) = r.requirement, c.leftType.trimmedText == parameter { constraints.append(c.rightType) }
        }
        let parts = constraints.flatMap { $0.as(CompositionTypeSyntax.self)?.elements.map(\.type) ?? [$0] }
        return parts.map(\.trimmedText).first(where: numericConstraints.contains) ?? "Numeric"
    }
}
