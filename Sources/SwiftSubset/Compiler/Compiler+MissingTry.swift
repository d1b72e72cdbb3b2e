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
        for call in calls.found {
            guard let mark = Self.coveringTry(call), mark.questionOrExclamationMark == nil,
                  !reported.contains(mark.id), Self.errorsCannotLeave(mark) else { continue }
            reported.insert(mark.id)
            error(mark.tryKeyword, "unhandled-throw", "errors thrown from here are not handled")
        }
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

    /// Whether an error thrown at `node` has nowhere to go: the function, initialiser or
    /// accessor holding it does not throw, and no `do` with `catch` clauses and no closure
    /// (which may itself be throwing) stands between them. Top-level code may throw.
    private static func errorsCannotLeave(_ node: some SyntaxProtocol) -> Bool {
        var current: Syntax? = node.parent
        while let c = current {
            if c.is(ClosureExprSyntax.self) { return false }
            if let d = c.as(DoStmtSyntax.self), !d.catchClauses.isEmpty { return false }
            if let f = c.as(FunctionDeclSyntax.self) { return f.signature.effectSpecifiers?.throwsClause == nil }
            if let i = c.as(InitializerDeclSyntax.self) { return i.signature.effectSpecifiers?.throwsClause == nil }
            if let a = c.as(AccessorDeclSyntax.self) { return a.effectSpecifiers?.throwsClause == nil }
            if c.is(SourceFileSyntax.self) || c.is(MemberBlockItemSyntax.self) { return false }
            current = c.parent
        }
        return false
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
