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
