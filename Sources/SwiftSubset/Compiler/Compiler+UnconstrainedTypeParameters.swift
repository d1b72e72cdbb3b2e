import SwiftSyntax

/// A type parameter declared without constraints used as `Equatable` or `Comparable` (`a < b`
/// for `func smaller<T>(_ a: T, _ b: T)`, `xs.max()` for `xs: [T]`): swiftc's errors. The
/// interpreter compared the values it was given.
extension Compiler {
    /// Reports `a op b` at the operator where both operands are of one type parameter declared
    /// without constraints, in swiftc's words: inside a condition of `?:`, `&&` or `||` it names
    /// the protocol the operator belongs to, elsewhere the operands' type.
    func checkUnconstrainedComparison(_ op: String, _ l: Compiled, _ r: Compiled, _ i: InfixOperatorExprSyntax) {
        let protocols = Arithmetic.conformanceProtocols(of: op)
        guard let proto = protocols.first, let n = Self.writtenParameterType(i.leftOperand, array: false),
              Self.writtenParameterType(i.rightOperand, array: false) == n, isUnconstrainedTypeParameter(n, at: i) else { return }
        if Self.isInsideLargerCondition(i) {
            error(i.operator, "unconstrained-type-parameter",
                  "referencing operator function '\(op)' on '\(proto)' requires that '\(n)' conform to '\(proto)'")
        } else {
            error(i.operator, "unconstrained-type-parameter", "binary operator '\(op)' cannot be applied to two '\(n)' operands")
        }
    }

    /// Reports `xs.max()`, `min()` or `sorted()` at the method's name where `xs` is an array of
    /// a type parameter declared without constraints.
    func checkUnconstrainedElements(_ receiver: ExprSyntax, _ name: String, _ args: [CallArg], at node: some SyntaxProtocol) {
        guard args.isEmpty, ["max", "min", "sorted"].contains(name), let n = Self.writtenParameterType(receiver, array: true),
              isUnconstrainedTypeParameter(n, at: node) else { return }
        error(node, "unconstrained-type-parameter", "referencing instance method '\(name)()' on 'Sequence' requires that '\(n)' conform to 'Comparable'")
    }

    /// Whether a program class declares the comparison operator `op` (or the one it calls:
    /// `==` for `!=`, `<` for the other orderings) that a superclass of it declares too: only
    /// then may a comparison of objects depend on their static type.
    func subclassesRedeclareComparison(_ op: String) -> Bool {
        guard !Arithmetic.conformanceProtocols(of: op).isEmpty else { return false }
        if let known = redeclaredComparisons[op], known.typeCount == types.count { return known.found }
        let names = op == "!=" ? ["!=", "=="] : [">", "<=", ">="].contains(op) ? [op, "<"] : [op]
        let found = types.values.contains { t in
            guard t.host == nil, t.kind == .classType, let s = t.superclass else { return false }
            return names.contains { n in
                methodRefsByBase[t.name + ".static." + n] != nil && s.selfAndSuperclasses.contains { methodRefsByBase[$0.name + ".static." + n] != nil }
            }
        }
        redeclaredComparisons[op] = (types.count, found)
        return found
    }

    /// Whether a value of static type `type` may be an object of the program's classes: the
    /// type is not known, or is a class or a protocol.
    func mayHoldObject(_ type: TypeRef?) -> Bool {
        switch type {
        case nil, .any?: return true
        case .named(let n)?: return types[n].map { $0.kind == .classType || $0.kind == .protocolType } ?? false
        default: return false
        }
    }

    /// Whether `e` names a parameter or a property whose written type is a type parameter of a
    /// declaration around it (`a` in `func same<T: Equatable>(_ a: T, …)`, `first` in
    /// `struct Pair<T> { var first: T … }`): generic code, which calls a conformance's operators.
    func isOfTypeParameterType(_ e: ExprSyntax) -> Bool {
        var name: String? = e.as(DeclReferenceExprSyntax.self)?.baseName.text
        if let m = e.as(MemberAccessExprSyntax.self), m.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = m.declName.baseName.text
        }
        guard let name else { return false }
        let written = Self.writtenParameterType(e, array: false) ?? Self.writtenPropertyType(name, at: e)
        guard let written else { return false }
        var current = e.parent
        while let c = current {
            if Self.genericParameterClause(of: c)?.parameters.contains(where: { $0.name.text == written }) == true { return true }
            current = c.parent
        }
        return false
    }

    /// The type name written for the property `name` of the type declaration around `node`.
    private static func writtenPropertyType(_ name: String, at node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let c = current {
            let members = c.as(StructDeclSyntax.self)?.memberBlock ?? c.as(ClassDeclSyntax.self)?.memberBlock ?? c.as(EnumDeclSyntax.self)?.memberBlock
            if let members {
                for m in members.members {
                    for b in m.decl.as(VariableDeclSyntax.self)?.bindings ?? [] where b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return b.typeAnnotation?.type.as(IdentifierTypeSyntax.self)?.name.text
                    }
                }
                return nil
            }
            current = c.parent
        }
        return nil
    }

    /// The type name written for the parameter `e` names (`T` for `a: T`; with `array`, for
    /// `xs: [T]`), nil where `e` is not a parameter's name or its type is not written so.
    private static func writtenParameterType(_ e: ExprSyntax, array: Bool) -> String? {
        guard let r = e.as(DeclReferenceExprSyntax.self), let p = enclosingParameter(named: r.baseName.text, at: r) else { return nil }
        let type = array ? p.type.as(ArrayTypeSyntax.self)?.element : p.type
        return type?.as(IdentifierTypeSyntax.self).flatMap { $0.genericArgumentClause == nil ? $0.name.text : nil }
    }

    /// Whether the comparison `i` is part of a `?:` condition or an operand of `&&`/`||`.
    private static func isInsideLargerCondition(_ i: InfixOperatorExprSyntax) -> Bool {
        var node = Syntax(i)
        // `(a < b)`: the parentheses' place.
        while let tuple = node.parent?.parent?.parent?.as(TupleExprSyntax.self), tuple.elements.count == 1,
              node.parent?.is(LabeledExprSyntax.self) == true {
            node = Syntax(tuple)
        }
        if let ternary = node.parent?.as(TernaryExprSyntax.self) { return ternary.condition.id == node.id }
        if let outer = node.parent?.as(InfixOperatorExprSyntax.self), let op = outer.operator.as(BinaryOperatorExprSyntax.self) {
            return op.operator.text == "&&" || op.operator.text == "||"
        }
        return false
    }

    /// Whether `name`, where `node` is written, is a type parameter of an enclosing function or
    /// type declared with no constraint: none in its clause, in a `where` clause, nor in the
    /// `where` clause of an extension around it.
    func isUnconstrainedTypeParameter(_ name: String, at node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        var declared = false
        while let c = current {
            if !declared, let clause = Self.genericParameterClause(of: c), let p = clause.parameters.first(where: { $0.name.text == name }) {
                if p.inheritedType != nil || Self.constrains(clause.genericWhereClause, name)
                    || Self.isTypeArgumentInSignature(name, of: c) { return false }
                declared = true
            }
            if Self.constrains(Self.whereClause(of: c), name) { return false }
            current = c.parent
        }
        return declared
    }

    private static func genericParameterClause(of node: Syntax) -> GenericParameterClauseSyntax? {
        node.as(DeclSyntax.self)?.genericParameters
    }

    private static func whereClause(of node: Syntax) -> GenericWhereClauseSyntax? {
        node.as(DeclSyntax.self)?.genericWhere
    }

    /// Whether a function's signature passes `name` as a type argument (`[Bucket<T>]`): the
    /// generic type's constraints on it then hold for `name` too, unwritten.
    private static func isTypeArgumentInSignature(_ name: String, of node: Syntax) -> Bool {
        let signature: Syntax? = node.as(FunctionDeclSyntax.self).map { Syntax($0.signature) }
            ?? node.as(InitializerDeclSyntax.self).map { Syntax($0.signature) }
            ?? node.as(SubscriptDeclSyntax.self).map { Syntax($0.parameterClause) }
        guard let signature else { return false }
        return signature.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == name else { return false }
            var current = token.parent
            while let c = current, c.id != signature.id {
                if c.is(GenericArgumentSyntax.self) { return true }
                current = c.parent
            }
            return false
        }
    }

    /// Whether a `where` clause has a requirement on `name` (or a member of it).
    private static func constrains(_ clause: GenericWhereClauseSyntax?, _ name: String) -> Bool {
        clause?.requirements.contains { requirement in
            requirement.requirement.tokens(viewMode: .sourceAccurate).contains { $0.text == name }
        } ?? false
    }
}
