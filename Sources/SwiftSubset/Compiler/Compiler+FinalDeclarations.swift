import SwiftSyntax

/// swiftc's errors about `final` and `rethrows`, read from the syntax alone: a subclass of a
/// `final` class, an override of a `final` method, property or subscript of one of the
/// program's superclasses, and a `rethrows` function without a function parameter.
extension Compiler {
    /// Checks every program class against the `final` declarations of its program superclasses.
    func checkFinalOverrides(_ classes: [ClassDeclSyntax]) {
        let hierarchy = ProgramClassHierarchy(classes)
        for c in classes {
            let superclasses = hierarchy.superclasses(of: c)
            guard let superclass = superclasses.first else { continue }
            if Self.isFinal(superclass.modifiers) {
                error(c.name, "final-inheritance", "inheritance from a final class '\(superclass.name.text)'")
                continue
            }
            var finals: Set<String> = []
            for s in superclasses {
                for member in s.memberBlock.members where Self.isFinal(member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers) {
                    if let key = Self.overrideKey(member.decl) { finals.insert(key) }
                }
            }
            for member in c.memberBlock.members where member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) == true {
                guard let key = Self.overrideKey(member.decl), finals.contains(key) else { continue }
                if let f = member.decl.as(FunctionDeclSyntax.self) {
                    let kind = f.modifiers.contains { $0.name.tokenKind == .keyword(.class) } ? "class method" : "instance method"
                    error(f.name, "final-override", "\(kind) overrides a 'final' \(kind)")
                } else if let v = member.decl.as(VariableDeclSyntax.self), let name = v.bindings.first?.pattern {
                    error(name, "final-override", "property overrides a 'final' property")
                } else if let s = member.decl.as(SubscriptDeclSyntax.self) {
                    error(s.subscriptKeyword, "final-override", "subscript overrides a 'final' subscript")
                }
            }
        }
    }

    private static func isFinal(_ modifiers: DeclModifierListSyntax?) -> Bool {
        modifiers?.contains { $0.name.tokenKind == .keyword(.final) } ?? false
    }

    /// What an override must match to override `decl`: a method's full name (static or not), a
    /// property's name, a subscript's labels; nil for other members.
    private static func overrideKey(_ decl: DeclSyntax) -> String? {
        if let f = decl.as(FunctionDeclSyntax.self) {
            let isClassMethod = f.modifiers.contains { [.keyword(.class), .keyword(.static)].contains($0.name.tokenKind) }
            let labels = f.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
            return (isClassMethod ? "static " : "") + f.name.text + "(" + labels + ")"
        }
        if let v = decl.as(VariableDeclSyntax.self), v.bindings.count == 1,
           let id = v.bindings.first?.pattern.as(IdentifierPatternSyntax.self) {
            return "var " + id.identifier.text
        }
        if let s = decl.as(SubscriptDeclSyntax.self) {
            let labels = s.parameterClause.parameters.map { p in (p.secondName == nil ? "_" : p.firstName.text) + ":" }.joined()
            return "subscript(" + labels + ")"
        }
        return nil
    }

    /// swiftc's "'rethrows' function must take a throwing function argument" for a function
    /// none of whose parameters is a function (or an optional one).
    func checkRethrows(_ f: FunctionDeclSyntax) {
        guard let clause = f.signature.effectSpecifiers?.throwsClause, clause.throwsSpecifier.tokenKind == .keyword(.rethrows) else { return }
        let noneIsFunction = f.signature.parameterClause.parameters.allSatisfy { p in
            var type: TypeSyntax = p.type
            while true {
                if let a = type.as(AttributedTypeSyntax.self) { type = a.baseType; continue }
                if let o = type.as(OptionalTypeSyntax.self) { type = o.wrappedType; continue }
                if let t = type.as(TupleTypeSyntax.self), t.elements.count == 1, let only = t.elements.first { type = only.type; continue }
                break
            }
            if type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) { return true }
            // A type alias or a type parameter may stand for a function type: taken as one.
            guard let name = type.as(IdentifierTypeSyntax.self)?.name.text else { return false }
            return Self.nonFunctionTypeNames.contains(name) || types[name].map { $0.kind != .protocolType } == true
        }
        if noneIsFunction {
            error(clause.throwsSpecifier, "rethrows-without-function", "'rethrows' function must take a throwing function argument")
        }
    }

    /// Standard types that are certainly no function type.
    private static let nonFunctionTypeNames: Set<String> = ["Int", "Double", "Float", "String", "Bool", "Character"]
}
