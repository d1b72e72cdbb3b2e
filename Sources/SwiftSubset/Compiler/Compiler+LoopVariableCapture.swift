import SwiftSyntax

/// A closure kept past its loop iteration that uses a `var` declared inside the loop: in
/// Swift each iteration has its own variable, so closures made in different iterations see
/// different ones; here the iterations share the variable's slot, so every such closure would
/// see the last one. Refused at the closure rather than run differently. A closure passed to
/// a call (other than `append`/`insert`, which keep it, and the program's own functions taking
/// an `@escaping` closure, which may keep it) or called at once runs within its iteration and
/// is exact.
extension Compiler {
    func refuseKeepingLoopVariables(_ c: ClosureExprSyntax, _ capture: ClosureCapture) {
        let sharedConstant = capture.loopConstantLevels.contains { $0 >= capture.minMutableLevel }
        guard capture.usesLoopVariable || sharedConstant, Self.closureOutlivesIteration(c) else { return }
        if capture.usesLoopVariable {
            error(c, "unsupported",
                  "a closure kept beyond its loop iteration that uses a 'var' declared inside the loop is not supported yet (in Swift each iteration has its own variable)")
        } else {
            // `for n in xs { fs.append { total += n } }` at the top level: `n` and `total` share
            // a frame, which the closure keeps whole to change `total`.
            error(c, "unsupported",
                  "a closure kept beyond its loop iteration that uses a constant declared inside the loop and changes a variable declared beside the loop is not supported yet (in Swift each iteration has its own constant)")
        }
    }

    /// Whether the closure `c` is kept: stored, returned or appended, rather than passed to a
    /// call or called where it is written.
    static func closureOutlivesIteration(_ c: ClosureExprSyntax) -> Bool {
        var call: FunctionCallExprSyntax? = nil
        if let p = c.parent?.as(FunctionCallExprSyntax.self) {
            if p.calledExpression.id == c.id { return false }  // `{ … }()`
            call = p  // a trailing closure
        } else if let arg = c.parent?.as(LabeledExprSyntax.self),
                  let p = arg.parent?.parent?.as(FunctionCallExprSyntax.self) {
            call = p
        } else if c.parent?.is(MultipleTrailingClosureElementSyntax.self) == true,
                  let p = c.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) {
            call = p
        }
        guard let call else { return true }
        let callee: String
        if let m = call.calledExpression.as(MemberAccessExprSyntax.self) { callee = m.declName.baseName.text }
        else if let r = call.calledExpression.as(DeclReferenceExprSyntax.self) { callee = r.baseName.text }
        else { return false }
        return callee == "append" || callee == "insert" || Self.programDeclaresEscapingParameter(named: callee, in: Syntax(c).root)
    }

    /// Whether the program declares a function or initialiser named `name` with an `@escaping`
    /// parameter (any of its overloads: the call is not resolved here).
    private static func programDeclaresEscapingParameter(named name: String, in root: Syntax) -> Bool {
        let finder = EscapingParameterFinder(name, viewMode: .sourceAccurate)
        finder.walk(root)
        return finder.found
    }
}

/// Finds a function named as asked whose parameters include an `@escaping` function type, or
/// a type of that name whose initialisers may keep a closure.
private final class EscapingParameterFinder: SyntaxVisitor {
    let name: String
    var found = false
    init(_ name: String, viewMode: SyntaxTreeViewMode) {
        self.name = name
        super.init(viewMode: viewMode)
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == name, Self.hasEscaping(node.signature.parameterClause) { found = true }
        return found ? .skipChildren : .visitChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { visitType(node.name.text, node.memberBlock) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { visitType(node.name.text, node.memberBlock) }
    private func visitType(_ typeName: String, _ members: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
        if typeName == name, members.members.contains(where: { Self.mayKeepClosure($0.decl) }) { found = true }
        return found ? .skipChildren : .visitChildren
    }
    /// An initialiser with an `@escaping` parameter, or a stored property of function type
    /// (the memberwise initialiser keeps its closure).
    private static func mayKeepClosure(_ decl: DeclSyntax) -> Bool {
        if let i = decl.as(InitializerDeclSyntax.self) { return hasEscaping(i.signature.parameterClause) }
        guard let v = decl.as(VariableDeclSyntax.self) else { return false }
        return v.bindings.contains { b in
            guard var t = b.typeAnnotation?.type else { return false }
            if let o = t.as(OptionalTypeSyntax.self) { t = o.wrappedType }
            if let tuple = t.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { t = only.type }
            return t.is(FunctionTypeSyntax.self)
        }
    }
    private static func hasEscaping(_ parameters: FunctionParameterClauseSyntax) -> Bool {
        parameters.parameters.contains { p in
            p.type.as(AttributedTypeSyntax.self)?.attributes.contains {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "escaping"
            } ?? false
        }
    }
}
