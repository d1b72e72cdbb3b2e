import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// The part of a syntax tree whose parse errors are worded for the learner.
///
/// swift-syntax 603.0.1's `ParseDiagnosticsGenerator` keeps the nodes it has already reported in
/// an array, searched at every node with an error and at every new diagnostic, so its time grows
/// with the square of the number of errors: 12 KB of garbage (5,000 errors) took 23 s in a debug
/// build. A learner reads the first errors, so a tree with more than `maximumErrorSites` places
/// in error is diagnosed in part: the largest subtree around the first error that has at most
/// that many. A tree with fewer (every real program) is diagnosed whole, exactly as before.
enum ParseErrorScope {
    /// The most places in error (missing tokens, unexpected nodes, tokens the lexer flags) a
    /// tree or subtree may hold to be handed to the generator.
    static let maximumErrorSites = 100

    /// The diagnostics for the first errors of `tree`: all of them when it has few.
    static func diagnostics(for tree: SourceFileSyntax) -> [SwiftDiagnostics.Diagnostic] {
        ParseDiagnosticsGenerator.diagnostics(for: scope(of: tree))
    }

    /// The node whose errors are generated: the tree, or the largest ancestor of its first
    /// error (itself included) holding at most `maximumErrorSites` of them.
    static func scope(of tree: SourceFileSyntax) -> Syntax {
        let finder = ErrorSiteFinder()
        finder.walk(tree)
        guard finder.positions.count > maximumErrorSites, let first = finder.first else { return Syntax(tree) }
        var scope = first
        while let parent = scope.parent, sites(in: parent, sortedPositions: finder.positions) <= maximumErrorSites {
            scope = parent
        }
        return scope
    }

    /// How many of the error sites at `sortedPositions` lie in `node` (its ends included, so a
    /// missing token at either edge counts: the estimate errs towards a smaller scope).
    private static func sites(in node: Syntax, sortedPositions: [AbsolutePosition]) -> Int {
        firstIndex(in: sortedPositions, after: node.endPosition) - firstIndex(in: sortedPositions, notBefore: node.position)
    }

    /// The index of the first position `>= bound` (binary search).
    private static func firstIndex(in positions: [AbsolutePosition], notBefore bound: AbsolutePosition) -> Int {
        var low = 0, high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < bound { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The index of the first position `> bound` (binary search).
    private static func firstIndex(in positions: [AbsolutePosition], after bound: AbsolutePosition) -> Int {
        var low = 0, high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] <= bound { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// Walks only the subtrees that hold errors and notes, in source order, where each place in
/// error starts: an unexpected node (not entered), a missing token, a token the lexer flags.
private final class ErrorSiteFinder: SyntaxAnyVisitor {
    private(set) var positions: [AbsolutePosition] = []
    private(set) var first: Syntax?

    init() { super.init(viewMode: .all) }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard node.hasError else { return .skipChildren }
        if node.is(UnexpectedNodesSyntax.self) {
            note(node)
            return .skipChildren
        }
        if let token = node.as(TokenSyntax.self), token.presence == .missing || token.tokenDiagnostic != nil {
            note(node)
        }
        return .visitChildren
    }

    private func note(_ node: Syntax) {
        if first == nil { first = node }
        positions.append(node.position)
    }
}
