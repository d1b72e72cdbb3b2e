import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Swift source a host declares before every program (value types such as `CGRect` that need
/// value semantics), parsed and folded once: keep one in a `static let` and hand it to every
/// run's `HostModule`, so no run pays for parsing it again (it was a third of a check's time).
/// A run compiles only the declarations the program can reach (`PreludeReach`).
package final class Prelude: Sendable {
    /// The parsed source, operators folded.
    let tree: SourceFileSyntax
    /// The tree's top-level items, in order, with what reaches each.
    let items: [PreludeItem]

    /// Parses `source`, which must be in the subset and check cleanly: its diagnostics would
    /// point at the learner's file. `madeByHost` names the declarations native code makes or
    /// names by itself (struct values it returns, the types it gives its properties): every
    /// run declares them, whatever the program names.
    package init(_ source: String, madeByHost: Set<String> = []) {
        let parsed = SubsetParser.parse(source)
        tree = OperatorFolding.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
        items = tree.statements.map { PreludeItem($0, madeByHost: madeByHost) }
    }
}
