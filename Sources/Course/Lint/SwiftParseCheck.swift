import SwiftSubset
import SwiftSyntax

/// Where a piece of Swift first fails to parse.
struct SwiftParseFailure: Sendable, Hashable {
    /// 1-based line within the code.
    var line: Int
    /// 1-based column within the line.
    var column: Int
}

enum SwiftParseCheck {
    /// The first syntax error in `code` (swift-syntax's parser), or nil when it parses.
    static func firstError(in code: String) -> SwiftParseFailure? {
        let tree = SubsetParser.parse(code)
        guard tree.hasError else { return nil }
        let finder = FirstErrorFinder(viewMode: .all)
        finder.walk(tree)
        let converter = SourceLocationConverter(fileName: "code.swift", tree: tree)
        let location = converter.location(for: finder.position ?? tree.position)
        return SwiftParseFailure(line: location.line, column: location.column)
    }
}

/// Finds the first unexpected text or missing token in a tree.
private final class FirstErrorFinder: SyntaxVisitor {
    var position: AbsolutePosition?

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        record(node.positionAfterSkippingLeadingTrivia)
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing { record(token.positionAfterSkippingLeadingTrivia) }
        return .visitChildren
    }

    private func record(_ candidate: AbsolutePosition) {
        if position.map({ candidate < $0 }) ?? true { position = candidate }
    }
}
