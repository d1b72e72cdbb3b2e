/// Refuses, before parsing, source whose shape would make parsing and operator folding take
/// minutes: swift-syntax's operator folding costs milliseconds per operator in a debug build,
/// and a line of thousands of chained members, operators or nested generic arguments builds a
/// tree thousands of levels deep. Learners' programs are far inside both bounds.
enum SourceShapeGuard {
    /// The most lines a program may have.
    static let maximumLines = 5_000
    /// The longest a line may be, in UTF-8 bytes.
    static let maximumLineBytes = 10_000

    /// A diagnostic for the first bound the source passes, or nil.
    static func diagnostic(for source: String) -> Diagnostic? {
        var line = 1
        var lineStart = 0
        var offset = 0
        for byte in source.utf8 {
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = offset + 1
                if line > maximumLines {
                    return Diagnostic(
                        id: "source-too-long", severity: .error, line: line, column: 1,
                        message: "the program has more than \(maximumLines) lines; vctutor runs programs of up to \(maximumLines) lines")
                }
            } else if offset - lineStart == maximumLineBytes {
                return Diagnostic(
                    id: "line-too-long", severity: .error, line: line, column: maximumLineBytes + 1,
                    message: "line \(line) is longer than \(maximumLineBytes) characters; vctutor checks lines of up to \(maximumLineBytes) characters")
            }
            offset += 1
        }
        return nil
    }
}
