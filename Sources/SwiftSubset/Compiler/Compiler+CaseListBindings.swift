import SwiftSyntax

/// swiftc's "'x' must be bound in every pattern" for a `case` (or `catch`) clause listing
/// several patterns that do not all bind the same names (`case .a(let x), .b:`); the
/// interpreter left `x` as `()`. swiftc compares each later pattern with the first: a name
/// only the later one binds is reported there, else one only the first binds, at the first's.
extension Compiler {
    func checkCaseListBindings(_ patterns: [PatternSyntax]) {
        let bound = patterns.compactMap(Self.boundNames)
        guard bound.count == patterns.count, let first = bound.first else { return }
        let firstNames = Set(first.map(\.identifier.text))
        for later in bound.dropFirst() {
            let laterNames = Set(later.map(\.identifier.text))
            let missing = later.first { !firstNames.contains($0.identifier.text) }
                ?? first.first { !laterNames.contains($0.identifier.text) }
            if let missing {
                error(missing, "case-bindings", "'\(missing.identifier.text)' must be bound in every pattern")
                return
            }
        }
    }

    /// The names a case pattern binds with `let`/`var` written at each name (`.a(let x)`,
    /// `(let x, 0)`); nil for `case let .a(x)`, whose names are written as expressions.
    private static func boundNames(_ pattern: PatternSyntax) -> [IdentifierPatternSyntax]? {
        let bindings = Syntax(pattern).descendants(ValueBindingPatternSyntax.self) + [pattern.as(ValueBindingPatternSyntax.self)].compactMap { $0 }
        guard bindings.allSatisfy({ $0.pattern.is(IdentifierPatternSyntax.self) }) else { return nil }
        return bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self) }.sorted { $0.position < $1.position }
    }
}
