/// A source text's lines, for messages that show the line they point at: split the first
/// time a line is asked for, then kept, so rendering many messages reads the text once (4,000
/// redeclarations of one function split the text 8,000 times: 17 s in a debug build).
///
/// Lines end as swift-syntax's locations count them: at `\n`, `\r\n` and `\r` (a source saved
/// on Windows points at its lines too).
package final class SourceLines {
    private let text: String
    /// Split where swift-syntax ends a line: `\n`, `\r\n` (one `Character`) and `\r`.
    private lazy var lines: [Substring] = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }

    package init(_ text: String) {
        self.text = text
    }

    /// The 1-based line `number`; nil outside the text.
    package func line(_ number: Int) -> Substring? {
        number >= 1 && number - 1 < lines.count ? lines[number - 1] : nil
    }
}
