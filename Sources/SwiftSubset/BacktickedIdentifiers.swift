import SwiftSyntax

/// Backticked identifiers (`` `default` ``, `` `repeat` ``, `` `is` ``) read as the names they
/// quote. The parser keeps the backticks in the token's text, and the compiler reads names from
/// token text in hundreds of places, so the backticks are taken out of every identifier once,
/// after parsing: `` case `default` `` then declares `default`, which `Theme.default` and
/// `.default` find, as Swift does.
///
/// Each token keeps its place: the two backticks move into its trailing trivia as
/// ``quote`` pieces, so every later node starts where it did and diagnostics keep swiftc's
/// line:column (swiftc places an error on a backticked name at its opening backtick, which is
/// where the unquoted token now starts). ``SyntaxProtocol/trimmedText`` leaves those pieces
/// out, so a name shows without backticks in messages, as swiftc prints it.
enum BacktickedIdentifiers {
    /// The trivia piece standing for a backtick taken out of an identifier.
    static let quote = TriviaPiece.unexpectedText("`")

    /// `file` with every backticked identifier unquoted, and the backticked names left for a
    /// refusal (``refusesUnquoting(_:name:)``); `file` itself when `source` has no backtick, so
    /// ordinary programs pay nothing.
    static func unquoted(_ file: SourceFileSyntax, source: String) -> (file: SourceFileSyntax, refused: [TokenSyntax]) {
        guard source.mentions("`") else { return (file, []) }
        let unquoting = Unquoting(viewMode: .sourceAccurate)
        return (unquoting.rewrite(file).cast(SourceFileSyntax.self), unquoting.refused)
    }

    /// What a refused backticked name (`token`, still quoted) is told.
    static func refusal(_ token: TokenSyntax) -> String {
        let kind = token.parent?.is(IdentifierPatternSyntax.self) == true ? "variable" : "member"
        return "a \(kind) named '\(token.text.dropFirst().dropLast())' written in backticks is not supported yet"
    }

    /// Whether `token` (backticked `name`) is a name the compiler would read as the keyword it
    /// spells, so it is refused rather than unquoted: a member named `self` (`` box.`self` ``,
    /// the property, where `box.self` is the box), and a variable named `self` that is not a
    /// property (a global one would be found in place of a method's own `self`). Elsewhere
    /// `` `self` `` is what swiftc makes of it too: a parameter or label, and inside a type a
    /// plain `` `self` `` is the instance, even beside a property of that name.
    static func refusesUnquoting(_ token: TokenSyntax, name: String) -> Bool {
        guard name == "self", let parent = token.parent else { return false }
        if parent.is(IdentifierPatternSyntax.self) {
            // A property's declaration (`` var `self` = 5 `` in a type) shadows nothing.
            let declaration = parent.ancestorOrSelf { $0.as(VariableDeclSyntax.self) }
            return declaration?.parent?.is(MemberBlockItemSyntax.self) != true
        }
        return parent.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.id == token.id
    }
}

private final class Unquoting: SyntaxRewriter {
    /// Backticked names left quoted, for a refusal.
    var refused: [TokenSyntax] = []

    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        guard case .identifier(let text) = token.tokenKind, text.count > 2,
              text.hasPrefix("`"), text.hasSuffix("`") else { return token }
        let name = String(text.dropFirst().dropLast())
        if BacktickedIdentifiers.refusesUnquoting(token, name: name) {
            refused.append(token)
            return token
        }
        let quote = BacktickedIdentifiers.quote
        return token.with(\.tokenKind, .identifier(name))
            .with(\.trailingTrivia, Trivia(pieces: [quote, quote] + token.trailingTrivia.pieces))
    }
}
