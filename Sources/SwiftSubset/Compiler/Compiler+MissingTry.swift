import SwiftSyntax

/// Swift's "call can throw but is not marked with 'try'" for calls of the program's own global
/// throwing functions: a name that only a `throws` function declares, called in a statement
/// with no `try` anywhere in it (a statement holding any `try` is left alone, so a `try` that
/// covers the call is never missed).
extension Compiler {
    func checkMissingTry(in file: SourceFileSyntax) {
        let names = programIndex(of: file)
        // A name anything else also declares (a method, a variable, a parameter or its label,
        // a case) may be that one where it is called.
        let throwing = names.throwingGlobalFunctions
            .subtracting(names.otherFunctionNames).subtracting(names.boundNames)
            .subtracting(names.parameterLabels).subtracting(names.caseNames)
        guard !throwing.isEmpty else { return }
        let calls = CallsNamed(throwing, viewMode: .sourceAccurate)
        calls.walk(file)
        for call in calls.found where !Self.statementHasTry(call) {
            error(call, "missing-try", "call can throw but is not marked with 'try'")
        }
        // swiftc: "errors thrown from here are not handled" for a `try` of such a call inside a
        // function that neither throws nor catches around it (the error cannot leave it).
        var reported: Set<SyntaxIdentifier> = []
        let typedThrows = file.description.contains("throws(")
        for call in calls.found {
            guard let mark = Self.coveringTry(call), mark.questionOrExclamationMark == nil,
                  !reported.contains(mark.id), let unhandled = Self.errorsCannotLeave(mark) else { continue }
            // Typed throws may make a `catch` of one error type exhaustive.
            if unhandled == .catchNotExhaustive, typedThrows { continue }
            reported.insert(mark.id)
            error(mark.tryKeyword, "unhandled-throw", unhandled.rawValue)
        }
    }

    /// Why an error thrown at a `try` cannot leave, in swiftc's words.
    private enum UnhandledThrow: String {
        case nowhere = "errors thrown from here are not handled"
        case catchNotExhaustive = "errors thrown from here are not handled because the enclosing catch is not exhaustive"
    }

    /// The `try` expression `node` is written inside, within its statement.
    private static func coveringTry(_ node: some SyntaxProtocol) -> TryExprSyntax? {
        var current: Syntax? = node.parent
        while let c = current, !c.is(CodeBlockItemSyntax.self), !c.is(MemberBlockItemSyntax.self) {
            if let t = c.as(TryExprSyntax.self) { return t }
            current = c.parent
        }
        return nil
    }

    /// Whether an error thrown at `node` has nowhere to go, and why: the function, initialiser
    /// or accessor holding it does not throw, and no closure (which may itself be throwing) nor
    /// `do` whose `catch` clauses take every error stands between them (a `do` whose clauses
    /// take only some makes swiftc say so). Top-level code may throw.
    private static func errorsCannotLeave(_ node: some SyntaxProtocol) -> UnhandledThrow? {
        var passedCatch = false
        var child = Syntax(node)
        while let c = child.parent {
            defer { child = c }
            if c.is(ClosureExprSyntax.self) { return nil }
            if let d = c.as(DoStmtSyntax.self), !d.catchClauses.isEmpty {
                // A `try` in a `catch` clause's body is left alone.
                guard d.body.id == child.id, !d.catchClauses.contains(where: catchesEverything) else { return nil }
                passedCatch = true
                continue
            }
            let throwing: Bool
            if let f = c.as(FunctionDeclSyntax.self) { throwing = f.signature.effectSpecifiers?.throwsClause != nil }
            else if let i = c.as(InitializerDeclSyntax.self) { throwing = i.signature.effectSpecifiers?.throwsClause != nil }
            else if let a = c.as(AccessorDeclSyntax.self) { throwing = a.effectSpecifiers?.throwsClause != nil }
            else if c.is(SourceFileSyntax.self) || c.is(MemberBlockItemSyntax.self) { return nil }
            else { continue }
            return throwing ? nil : passedCatch ? .catchNotExhaustive : .nowhere
        }
        return nil
    }

    /// Whether a `catch` clause takes every error: no pattern, or a name or `_` without a
    /// `where`, or a cast to `Error` itself.
    private static func catchesEverything(_ clause: CatchClauseSyntax) -> Bool {
        clause.catchItems.isEmpty || clause.catchItems.contains { item in
            guard item.whereClause == nil, let pattern = item.pattern else { return item.whereClause == nil }
            let inner = pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? pattern
            if inner.is(IdentifierPatternSyntax.self) || inner.is(WildcardPatternSyntax.self)
                || inner.as(ExpressionPatternSyntax.self)?.expression.is(DiscardAssignmentExprSyntax.self) == true { return true }
            return ["as Error", "is Error", "as any Error", "is any Error"].contains { pattern.trimmedText.hasSuffix($0) }
        }
    }

    /// Whether the statement (or member) holding `node` has a `try` anywhere in it.
    private static func statementHasTry(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self) {
            current = parent
        }
        let statement = current.parent ?? current
        return statement.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.try) }
    }
}

/// Calls of a bare name from a set (`load()`).
private final class CallsNamed: SyntaxVisitor {
    let names: Set<String>
    var found: [FunctionCallExprSyntax] = []

    init(_ names: Set<String>, viewMode: SyntaxTreeViewMode) {
        self.names = names
        super.init(viewMode: viewMode)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self), names.contains(callee.baseName.text) {
            found.append(node)
        }
        return .visitChildren
    }
}
