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
        guard extendsNumericProtocol(lit) else { return nil }
        guard Self.takesNumericSelf(lit), !mayHoldOtherFloats(lit) else {
            // A literal whose type its context gives (`[100, 200]` returned as `[Self]`, a
            // conditional's branch, a closure's result) may be `Self` too: refused there.
            if Self.inNumericProtocolExtension(lit), Self.typedByContext(lit) {
                error(lit, "unsupported", "a number literal whose type its context gives, in an extension of a numeric protocol (it could take the type 'Self'), is not supported yet")
                return Compiled { _ throws(Interrupt) in .void }
            }
            return nil
        }
        let me = selfValue(lit).run
        return boundTypeLiteral(lit, "Self", negative: negative) { env throws(Interrupt) in try Self.numberKind(of: try me(env)) }
    }

    /// Whether the file holding `node` extends a standard numeric protocol (most do not: their
    /// literals are not looked at further).
    private func extendsNumericProtocol(_ node: some SyntaxProtocol) -> Bool {
        // Extensions stand at the top of a file: its statements are enough.
        fileFact(.extendsNumericProtocol, of: node) { root in
            root.as(SourceFileSyntax.self)?.statements.contains { item in
                item.item.as(DeclSyntax.self)?.as(ExtensionDeclSyntax.self).map { Self.numericConstraints.contains($0.extendedType.trimmedText) } ?? false
            } ?? false
        }
    }

    /// Whether `lit` is inside an extension of a standard numeric protocol.
    private static func inNumericProtocolExtension(_ lit: IntegerLiteralExprSyntax) -> Bool {
        var n = Syntax(lit).parent
        while let p = n {
            if let e = p.as(ExtensionDeclSyntax.self) { return numericConstraints.contains(e.extendedType.trimmedText) }
            n = p.parent
        }
        return false
    }

    /// Whether the literal's type comes from where it stands rather than from an operand beside
    /// it: an array literal's element, a conditional's branch, a value returned (or a
    /// single-expression body's), or a `let`/`var` annotated with a type that mentions `Self`.
    private static func typedByContext(_ lit: IntegerLiteralExprSyntax) -> Bool {
        var node = Syntax(lit)
        while let p = node.parent, p.is(PrefixOperatorExprSyntax.self) || p.is(TupleExprSyntax.self) || p.is(LabeledExprSyntax.self) || p.is(LabeledExprListSyntax.self) {
            if p.is(LabeledExprSyntax.self), p.parent?.parent?.is(TupleExprSyntax.self) != true { break }
            node = p
        }
        guard let parent = node.parent else { return false }
        let mentionsSelf = { (type: TypeSyntax?) in type?.tokens(viewMode: .sourceAccurate).contains { $0.text == "Self" } ?? false }
        if let clause = parent.as(InitializerClauseSyntax.self), let type = clause.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type {
            return mentionsSelf(type)
        }
        // Elsewhere only in a member whose result mentions `Self` (`-> [Self]`, `-> Self?`).
        guard mentionsSelf(enclosingResultType(of: node)) else { return false }
        if parent.is(ArrayElementSyntax.self) || parent.is(ReturnStmtSyntax.self) { return true }
        if let t = parent.as(TernaryExprSyntax.self), t.condition.id != node.id { return true }
        if let item = parent.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
           list.parent?.is(ClosureExprSyntax.self) == true || list.parent?.is(CodeBlockSyntax.self) == true || list.parent?.is(AccessorBlockSyntax.self) == true {
            return true
        }
        return false
    }

    /// The declared result type of the method or computed property whose body holds `node`.
    private static func enclosingResultType(of node: Syntax) -> TypeSyntax? {
        var n = node.parent
        while let p = n {
            if let f = p.as(FunctionDeclSyntax.self) { return f.signature.returnClause?.type }
            if let b = p.as(PatternBindingSyntax.self), b.accessorBlock != nil { return b.typeAnnotation?.type }
            if p.is(MemberBlockSyntax.self) { return nil }
            n = p.parent
        }
        return nil
    }

    /// Whether `lit` is in an instance method or a computed property's getter of an extension
    /// of a standard numeric protocol, where it certainly takes the type `Self`.
    private static func takesNumericSelf(_ lit: IntegerLiteralExprSyntax) -> Bool {
        var node = Syntax(lit)
        while let p = node.parent?.as(PrefixOperatorExprSyntax.self), p.operator.text == "-" { node = Syntax(p) }
        guard let extended = enclosingExtension(of: node), numericConstraints.contains(extended.extendedType.trimmedText) else { return false }
        if let getter = computedPropertyGetter(of: node) {
            guard !getter.variable.modifiers.declaresTypeMember else { return false }
            return takesType(node, "Self", names: (["self"], []), returnType: getter.type, body: getter.statements)
                || placedAsSelf(node, returnType: getter.type, body: getter.statements)
        }
        guard let f = enclosingFunction(of: node), !f.modifiers.declaresTypeMember, f.parent?.parent?.parent?.parent?.id == Syntax(extended).id else { return false }
        var names = namesTyped("Self", in: f)
        names.element.insert("self")
        names.array.remove("self")
        if takesType(node, "Self", names: names, returnType: f.signature.returnClause?.type, body: f.body?.statements) { return true }
        return placedAsSelf(node, returnType: f.signature.returnClause?.type, body: f.body?.statements)
    }

    /// A literal a conditional's branch or an array literal's element places where `Self` or
    /// `[Self]` is written: `var q: Self = c ? 2 : 3`, `return [100, 200]` from `-> [Self]`.
    private static func placedAsSelf(_ node: Syntax, returnType: TypeSyntax?, body: CodeBlockItemListSyntax?) -> Bool {
        var holder = node, wanted = "Self"
        if let t = node.parent?.as(TernaryExprSyntax.self), t.condition.id != node.id {
            holder = Syntax(t)
        } else if let element = node.parent?.as(ArrayElementSyntax.self), let array = element.parent?.parent?.as(ArrayExprSyntax.self) {
            holder = Syntax(array)
            wanted = "[Self]"
        } else {
            return false
        }
        guard let parent = holder.parent else { return false }
        if let clause = parent.as(InitializerClauseSyntax.self), let type = clause.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type {
            return type.trimmedDescription == wanted
        }
        let returned = parent.is(ReturnStmtSyntax.self)
            || (parent.as(CodeBlockItemSyntax.self).map { $0.parent?.id == body?.id && body?.count == 1 } ?? false)
        return returned && returnType?.trimmedDescription == wanted
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

}
