import SwiftSyntax

/// Number literals of `Self` in an extension of a standard numeric protocol (`extension
/// BinaryInteger { func zero() -> Self { 0 } }`, `var i: Self = 16`): Swift gives them the
/// receiver's type. Here they take the kind of number `self` holds when the literal runs; held
/// as Ints, `type(of:)` of such a result printed `Int` for a UInt8 receiver, and `i * i` with
/// `i: Self = 16` printed 256 where Swift traps. Found as a generic function's literals of its
/// type parameter are (`takesType`, with `self` and the locals annotated `Self` as names of
/// that type), in instance methods and computed properties' getters, not in closures. Other
/// literals keep the type they had: beside an operand of the receiver's kind, the arithmetic
/// converts them. Not where a `Float` may be about (`mayHoldOtherFloats`).
extension Compiler {
    /// `lit` (negated: `-1`) compiled with the kind of `self`'s number, where it certainly
    /// takes the type `Self` in such an extension; nil otherwise.
    func numericSelfLiteral(_ lit: IntegerLiteralExprSyntax, negative: Bool) -> Compiled? {
        guard Self.takesNumericSelf(lit), !mayHoldOtherFloats(lit) else { return nil }
        let me = selfValue(lit).run
        return boundTypeLiteral(lit, "Self", negative: negative) { env throws(Interrupt) in try Self.numberKind(of: try me(env)) }
    }

    /// Whether `lit` is in an instance method or a computed property's getter of an extension
    /// of a standard numeric protocol, where it certainly takes the type `Self`.
    private static func takesNumericSelf(_ lit: IntegerLiteralExprSyntax) -> Bool {
        var node = Syntax(lit)
        while let p = node.parent?.as(PrefixOperatorExprSyntax.self), p.operator.text == "-" { node = Syntax(p) }
        guard let extended = enclosingExtension(of: node), numericConstraints.contains(extended.extendedType.trimmedText) else { return false }
        if let getter = computedPropertyGetter(of: node) {
            guard !isStatic(getter.variable.modifiers) else { return false }
            return takesType(node, "Self", names: (["self"], []), returnType: getter.type, body: getter.statements)
        }
        guard let f = enclosingFunction(of: node), !isStatic(f.modifiers), f.parent?.parent?.parent?.parent?.id == Syntax(extended).id else { return false }
        var names = namesTyped("Self", in: f)
        names.element.insert("self")
        names.array.remove("self")
        return takesType(node, "Self", names: names, returnType: f.signature.returnClause?.type, body: f.body?.statements)
    }

    /// The extension `node` is in, through no type declaration and no closure.
    private static func enclosingExtension(of node: Syntax) -> ExtensionDeclSyntax? {
        var n = node.parent
        while let p = n {
            if let e = p.as(ExtensionDeclSyntax.self) { return e }
            if p.is(ClosureExprSyntax.self) || p.is(StructDeclSyntax.self) || p.is(ClassDeclSyntax.self)
                || p.is(EnumDeclSyntax.self) || p.is(ProtocolDeclSyntax.self) { return nil }
            n = p.parent
        }
        return nil
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }
}
