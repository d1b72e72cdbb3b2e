import SwiftSyntax

/// Swift's "call can throw but is not marked with 'try'" for calls of the program's own global
/// throwing functions: a name that only a `throws` function declares, called in a statement
/// with no `try` anywhere in it (a statement holding any `try` is left alone, so a `try` that
/// covers the call is never missed).
extension Compiler {
    func checkMissingTry(in file: SourceFileSyntax) {
        let declarations = DeclaredNames(viewMode: .sourceAccurate)
        declarations.walk(file)
        let throwing = declarations.throwingGlobals.subtracting(declarations.others)
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

/// The names of global `throws` functions, and every other name the program declares.
private final class DeclaredNames: SyntaxVisitor {
    var throwingGlobals: Set<String> = []
    var others: Set<String> = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        let isGlobal = node.parent?.is(CodeBlockItemSyntax.self) == true && node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
        if isGlobal, node.signature.effectSpecifiers?.throwsClause?.throwsSpecifier.tokenKind == .keyword(.throws) {
            throwingGlobals.insert(name)
        } else {
            others.insert(name)
        }
        return .visitChildren
    }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        others.insert(node.identifier.text)
        return .visitChildren
    }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        others.insert(node.firstName.text)
        if let second = node.secondName { others.insert(second.text) }
        return .visitChildren
    }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        others.insert(node.name.text)
        return .visitChildren
    }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        others.insert(node.firstName.text)
        if let second = node.secondName { others.insert(second.text) }
        return .visitChildren
    }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        others.insert(node.name.text)
        return .visitChildren
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
