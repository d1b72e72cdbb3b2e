import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Swift source a host declares before every program (value types such as `CGRect` that need
/// value semantics), parsed and folded once: keep one in a `static let` and hand it to every
/// run's `HostModule`, so no run pays for parsing it again (it was a third of a check's time).
package final class Prelude: Sendable {
    /// The parsed source, operators folded.
    let tree: SourceFileSyntax

    /// Parses `source`, which must be in the subset and check cleanly: its diagnostics would
    /// point at the learner's file.
    package init(_ source: String) {
        let parsed = SubsetParser.parse(source)
        tree = OperatorFolding.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
    }
}
