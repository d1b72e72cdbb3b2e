import Foundation
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Swift source a host declares before every program (value types such as `CGRect` that need
/// value semantics): keep one in a `static let` and hand it to every run's `HostModule`. A run
/// compiles only the declarations the program can reach (`PreludeReach`), and only those are
/// parsed, each once per process: the items and the names that reach them are read from the
/// text (`PreludeText`), since parsing every prelude was a large part of a short run's start.
package final class Prelude: @unchecked Sendable {
    /// The source text.
    let source: String
    /// The source's top-level items, in order, with what reaches each.
    let items: [PreludeItem]
    /// Guards the parsed trees below, which any thread may ask for.
    private let lock = NSLock()
    private var parsedTree: SourceFileSyntax?
    private var parsedItems: [Int: CodeBlockItemSyntax] = [:]

    /// Reads `source`, which must be in the subset and check cleanly: its diagnostics would
    /// point at the learner's file. `madeByHost` names the declarations native code makes or
    /// names by itself (struct values it returns, the types it gives its properties): every
    /// run declares them, whatever the program names.
    package init(_ source: String, madeByHost: Set<String> = []) {
        self.source = source
        items = PreludeText.items(of: source).map { PreludeItem($0, madeByHost: madeByHost) }
    }

    /// The whole source parsed, operators folded (on first use, then kept).
    var tree: SourceFileSyntax {
        lock.withLock {
            if let parsedTree { return parsedTree }
            let tree = Self.parsed(source)
            parsedTree = tree
            return tree
        }
    }

    /// Item `index` parsed from its own text, operators folded (on first use, then kept); nil
    /// when that text is not one item, which `PreludeTextTests` rules out for every prelude
    /// of the product.
    func item(_ index: Int) -> CodeBlockItemSyntax? {
        lock.withLock {
            if let parsed = parsedItems[index] { return parsed }
            let text = String(decoding: source.utf8.dropFirst(items[index].range.lowerBound).prefix(items[index].range.count),
                              as: UTF8.self)
            let statements = Self.parsed(text).statements
            guard statements.count == 1, let item = statements.first, item.totalLength.utf8Length == items[index].range.count
            else { return nil }
            parsedItems[index] = item
            return item
        }
    }

    private static func parsed(_ source: String) -> SourceFileSyntax {
        // A prelude's backticked names read as a program's do (a refused one stays quoted).
        let parsed = BacktickedIdentifiers.unquoted(SubsetParser.parse(source), source: source).file
        return OperatorFolding.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
    }
}
