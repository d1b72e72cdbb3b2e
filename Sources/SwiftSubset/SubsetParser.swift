import SwiftParser
import SwiftSyntax

/// swift-syntax's parser with one nesting limit in every build. Its own default is 256 levels in
/// a release build and 20 in a debug build, and below 256 a release parse can still take seconds:
/// an unclosed run of `(` followed by a label and a second run (`let x = ((((…` then
/// `thrown: ((((…`, found by fuzzing) grows about with the cube of the depth, 4 s at 200 + 200.
/// At the limit here the worst shape found parses in hundredths of a second, and deeper code
/// gets the parser's "parsing has exceeded the maximum nesting level" error at once. The parser
/// counts `(`, `[`, `{`, generic `<` and `#if`, also inside string interpolations.
package enum SubsetParser {
    /// The deepest nesting parsed; real programs stay far below it.
    package static let maximumNestingLevel = 64

    /// The syntax tree of `source`.
    package static func parse(_ source: String) -> SourceFileSyntax {
        var source = source
        return source.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
    }
}
