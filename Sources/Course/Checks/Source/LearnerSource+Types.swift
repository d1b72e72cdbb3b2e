import SwiftSyntax

extension LearnerSource {
    /// The names of the classes the code declares (not those it only extends).
    var declaredClassNames: Set<String> {
        Set(classes.filter { $0.value.contains { $0.node.is(ClassDeclSyntax.self) } }.keys)
    }

    /// The type with its optionality (`?`, `!`, `Optional<…>`), `any` and parentheses removed.
    static func unwrapped(_ type: TypeSyntax) -> TypeSyntax {
        var current = type
        while true {
            if let optional = current.as(OptionalTypeSyntax.self) { current = optional.wrappedType }
            else if let forced = current.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { current = forced.wrappedType }
            else if let existential = current.as(SomeOrAnyTypeSyntax.self) { current = existential.constraint }
            else if let tuple = current.as(TupleTypeSyntax.self), tuple.elements.count == 1,
                    let only = tuple.elements.first, only.firstName == nil {
                current = only.type
            } else if let named = current.as(IdentifierTypeSyntax.self), named.name.text == "Optional",
                      let argument = named.genericArgumentClause?.arguments.first,
                      case let .type(wrapped) = argument.argument {
                current = wrapped
            } else {
                return current
            }
        }
    }

    /// Whether the type is written as optional (`T?`, `T!`, `Optional<T>`).
    static func isOptional(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        return type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
    }

    /// The protocols declared in the code that a type (a name or a composition) names.
    func declaredProtocols(in type: TypeSyntax) -> [String] {
        let unwrapped = Self.unwrapped(type)
        if let composition = unwrapped.as(CompositionTypeSyntax.self) {
            return composition.elements.flatMap { declaredProtocols(in: $0.type) }
        }
        guard let name = unwrapped.as(IdentifierTypeSyntax.self)?.name.text else { return [] }
        return protocols[name] == nil ? [] : [name]
    }

    /// Whether only classes can have this type: `AnyObject`, a class, a class-bound protocol,
    /// or a composition with one of them. UIKit's own types (`UI…`, `NS…`) are classes or
    /// protocols refining `NSObjectProtocol`, so class-bound.
    func isClassBound(_ type: TypeSyntax, visiting: Set<String> = []) -> Bool {
        let unwrapped = Self.unwrapped(type)
        if unwrapped.is(ClassRestrictionTypeSyntax.self) { return true }
        if let composition = unwrapped.as(CompositionTypeSyntax.self) {
            return composition.elements.contains { isClassBound($0.type, visiting: visiting) }
        }
        guard let name = unwrapped.as(IdentifierTypeSyntax.self)?.name.text else { return false }
        if name == "AnyObject" || declaredClassNames.contains(name) { return true }
        if let declaration = protocols[name] {
            guard !visiting.contains(name) else { return false }
            return isClassBound(declaration, visiting: visiting.union([name]))
        }
        return name.hasPrefix("UI") || name.hasPrefix("NS")
    }

    /// Whether a protocol is class-bound: it refines a class-bound type, or requires `Self` to be one.
    private func isClassBound(_ declaration: ProtocolDeclSyntax, visiting: Set<String>) -> Bool {
        let refined = declaration.inheritanceClause?.inheritedTypes.map(\.type) ?? []
        if refined.contains(where: { isClassBound($0, visiting: visiting) }) { return true }
        for requirement in declaration.genericWhereClause?.requirements ?? [] {
            if case let .conformanceRequirement(conformance) = requirement.requirement,
               conformance.leftType.trimmedDescription == "Self",
               isClassBound(conformance.rightType, visiting: visiting) {
                return true
            }
        }
        return false
    }
}
