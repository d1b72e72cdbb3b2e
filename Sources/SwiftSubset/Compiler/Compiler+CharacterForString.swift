import SwiftSyntax

/// swiftc's errors for a `Character` where a `String` is meant: `c + word`, `word + c`,
/// `out += c`, `let s: String = c`. No standard `+` takes a `Character` (the collection
/// operators take sequences, which a `Character` is not), so where the program declares no `+`
/// of its own these are certain errors; the interpreter concatenated them.
///
/// swiftc names the type as the program reached it: `'Character'` where it is written (an
/// annotation, a parameter, `Character(…)`, a literal) or where a `for` loop walks a `String`
/// itself, `'String.Element' (aka 'Character')` where it comes through the collection API
/// (`word.first!`, `Array(word)[0]`, `for c in word.reversed()`).
extension Compiler {
    /// Reports `+` with a `Character` operand beside a `String` one (at the `Character`), or two
    /// written `Character`s (at the operator); whether it spoke.
    func checkCharacterConcatenation(_ op: String, _ l: Compiled, _ r: Compiled, _ node: InfixOperatorExprSyntax) -> Bool {
        guard op == "+", case .named(let a)? = l.type, case .named(let b)? = r.type,
              a == "Character" || b == "Character" else { return false }
        // A string literal beside a `Character` may have been typed `Character` from it: Swift
        // makes it a `String`, the only type `+` takes.
        let leftText = a == "String" || node.leftOperand.is(StringLiteralExprSyntax.self)
        let rightText = b == "String" || node.rightOperand.is(StringLiteralExprSyntax.self)
        if a == "Character", rightText, !node.leftOperand.is(StringLiteralExprSyntax.self) {
            return reportCharacterForString(node.leftOperand, at: .argument)
        }
        if b == "Character", leftText, !node.rightOperand.is(StringLiteralExprSyntax.self) {
            return reportCharacterForString(node.rightOperand, at: .argument)
        }
        if a == "Character", b == "Character", characterSpelling(node.leftOperand) == "'Character'",
           characterSpelling(node.rightOperand) == "'Character'" {
            error(node.operator, "type-mismatch", "binary operator '+' cannot be applied to two 'Character' operands")
            return true
        }
        return false
    }

    /// swiftc's error for a `Character` value bound where a `String` is meant; whether it spoke
    /// (not for a closure's parameter of unwritten type, whose type swiftc infers otherwise).
    @discardableResult
    func reportCharacterForString(_ node: ExprSyntax, at site: BindingSite) -> Bool {
        guard let have = characterSpelling(node) else { return false }
        let message = switch site {
        case .specified: "cannot convert value of type \(have) to specified type 'String'"
        case .assignment: "cannot assign value of type \(have) to type 'String'"
        case .subscriptAssignment: "cannot assign value of type \(have) to subscript of type 'String'"
        case .argument: "cannot convert value of type \(have) to expected argument type 'String'"
        case .returned: "cannot convert return expression of type \(have) to return type 'String'"
        case .closureResult: "cannot convert value of type \(have) to closure result type 'String'"
        case .element: "cannot convert value of type \(have) to expected element type 'String'"
        }
        error(mismatchAnchor(node), "type-mismatch", message)
        return true
    }

    /// How swiftc names the type of `e`, a `Character` (see the type's comment); nil for a
    /// closure's parameter of unwritten type.
    private func characterSpelling(_ e: ExprSyntax) -> String? {
        let written = "'Character'", element = "'String.Element' (aka 'Character')"
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first {
            return characterSpelling(only.expression)
        }
        if e.is(StringLiteralExprSyntax.self) || e.is(MemberAccessExprSyntax.self) { return written }
        if let call = e.as(FunctionCallExprSyntax.self) {
            return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Character" ? written : element
        }
        guard let r = e.as(DeclReferenceExprSyntax.self) else { return element }
        if r.baseName.text.hasPrefix("$") { return nil }
        switch Self.lexicalDeclaration(of: r.baseName.text, from: Syntax(r)) {
        case .binding(let b)?:
            if let type = b.typeAnnotation?.type { return type.trimmedText == "Character" ? written : element }
            return b.initializer.map { characterSpelling($0.value) } ?? element
        case .loop(let sequence)?:
            let plain = sequence.is(DeclReferenceExprSyntax.self) || sequence.is(StringLiteralExprSyntax.self)
            return plain && quietType(sequence)?.description == "String" ? written : element
        case .parameter(let type)?:
            guard let type else { return nil }
            return type.trimmedText == "Character" ? written : element
        case nil:
            return written
        }
    }

    /// Where swiftc places a mismatched value: a binary expression at its operator, a member or
    /// a method's call at the member's name, a forced unwrap at its `!`.
    func mismatchAnchor(_ node: ExprSyntax) -> Syntax {
        if let i = node.as(InfixOperatorExprSyntax.self) { return Syntax(i.operator) }
        if let f = node.as(ForceUnwrapExprSyntax.self) { return Syntax(f.exclamationMark) }
        if let s = node.as(SubscriptCallExprSyntax.self) { return Syntax(s.leftSquare) }
        let member = node.as(MemberAccessExprSyntax.self)
            ?? node.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
        return member.map { Syntax($0.declName) } ?? Syntax(node)
    }

    /// What declares a local name, found by the source's nesting.
    enum LexicalDeclaration {
        /// `let c: Character = …` or `var c = …` before the use in an enclosing block.
        case binding(PatternBindingSyntax)
        /// `for c in sequence { … }` around the use.
        case loop(ExprSyntax)
        /// A function's, initialiser's or closure's parameter, with its written type.
        case parameter(TypeSyntax?)

        /// A binding at the source file's top level (a member of the same name hides it in a type).
        var isGlobal: Bool {
            guard case .binding(let b) = self else { return false }
            return b.parent?.parent?.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
        }
    }

    /// The nearest declaration of `name` visible at `use` by the source's nesting; nil where
    /// none is found (a property, a global declared later, a capture list, a pattern).
    static func lexicalDeclaration(of name: String, from use: Syntax) -> LexicalDeclaration? {
        var child = use
        while let parent = child.parent {
            defer { child = parent }
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.position >= child.position { break }
                    guard let v = item.item.as(VariableDeclSyntax.self) else { continue }
                    if let b = v.bindings.last(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) {
                        return .binding(b)
                    }
                }
            } else if let loop = parent.as(ForStmtSyntax.self), child.id == loop.body.id {
                let names = loop.pattern.as(TuplePatternSyntax.self).map { Array($0.tokens(viewMode: .sourceAccurate)) } ?? [loop.pattern.as(IdentifierPatternSyntax.self)?.identifier].compactMap { $0 }
                if names.contains(where: { $0.tokenKind == .identifier(name) }) { return .loop(loop.sequence) }
            } else if let f = parent.as(FunctionDeclSyntax.self) {
                if let p = f.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                    return .parameter(p.type)
                }
            } else if let i = parent.as(InitializerDeclSyntax.self) {
                if let p = i.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                    return .parameter(p.type)
                }
            } else if let c = parent.as(ClosureExprSyntax.self), let p = c.writtenParameters?.first(where: { $0.name == name }) {
                return .parameter(p.type)
            }
        }
        return nil
    }
}
