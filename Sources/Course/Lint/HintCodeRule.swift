import Foundation

/// The rule for an exercise's last hint: it points to the concept and the API, never shows the
/// code. Code spans may hold API names only: an identifier or a dotted path (`.medium`,
/// `UIModalPresentationStyle.fullScreen`), optionally a generic type (`Array<Int>`, `[String]`,
/// `[String: Int]`), optionally ending in a selector (`present(_:animated:completion:)`,
/// `viewDidLoad()`); a code block, or a span with `=`, a string literal, a call with arguments,
/// `let`/`var` or several statements, is code.
enum HintCodeRule {
    /// What in `hint` is code rather than an API name, described for the author; nil when the
    /// hint shows none.
    static func code(in hint: String) -> String? {
        if hint.split(separator: "\n").contains(where: { isFence($0) }) { return "a code block" }
        for span in codeSpans(in: hint) {
            if let what = whatIsCode(span) { return "`\(span)` (\(what))" }
        }
        return nil
    }

    /// Why a code span is code and not an API name; nil for an API name.
    static func whatIsCode(_ span: String) -> String? {
        if span.contains("\n") || span.contains(";") { return "several statements" }
        if span.contains("\"") { return "a string literal" }
        // An API name first: a selector's labels may be keywords (`prepare(for:sender:)`).
        if let pattern = apiName,
           pattern.firstMatch(in: span, range: NSRange(span.startIndex..., in: span)) != nil { return nil }
        let words = span.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        if words.contains(where: { $0 == "let" || $0 == "var" }) { return "a `let` or `var` declaration" }
        if let keyword = words.first(where: { statementKeywords.contains(String($0)) }) {
            return "a declaration or statement (`\(keyword)`)"
        }
        if span.contains("=") { return "an assignment or comparison (`=`)" }
        if span.contains("(") { return "a call with arguments" }
        return "code, not an API name"
    }

    /// Words that start a declaration or a statement: a span holding one is code.
    private static let statementKeywords: Set<String> = [
        "func", "class", "struct", "enum", "protocol", "extension", "return", "if", "guard", "for", "while", "switch",
    ]

    /// An API name: `@`, a leading `.`, dotted names (optional chaining allowed), a generic
    /// argument list, and a final selector of labels or `()` (after `init?` or `init!` too).
    /// Built once: the rule runs on every exercise's last hint in three languages.
    private static let apiName: NSRegularExpression? = {
        let name = #"[A-Za-z_][A-Za-z0-9_]*"#
        let generic = #"(<\#(name)(\.\#(name))*(\s*,\s*\#(name)(\.\#(name))*)*>)?"#
        let component = name + generic
        let selector = #"([?!]?\((\#(name):|_:)*\))?"#
        let path = #"\#(component)(\.\#(component))*"#
        let sugar = #"\[\#(path)(\s*:\s*\#(path))?\]\??"#
        return try? NSRegularExpression(
            pattern: #"^(?:(@?\.?\#(component)([?!]?\.\#(component))*\#(selector)[?!]?)|(\#(sugar)))$"#)
    }()

    /// A Markdown fence line (three or more backticks or tildes after at most three spaces).
    private static func isFence(_ line: Substring) -> Bool {
        let text = line.drop { $0 == " " }
        return line.count - text.count <= 3 && (text.hasPrefix("```") || text.hasPrefix("~~~"))
    }

    /// The contents of the Markdown code spans, in order (a run of backticks up to the next run
    /// of the same length), trimmed of the spaces that pad them.
    static func codeSpans(in text: String) -> [String] {
        var spans: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "`") {
            let ticks = rest[open...].prefix { $0 == "`" }
            let afterOpen = rest[ticks.endIndex...]
            guard let close = closingRun(of: ticks.count, in: afterOpen) else { break }
            spans.append(afterOpen[..<close.lowerBound].trimmingCharacters(in: .whitespaces))
            rest = afterOpen[close.upperBound...]
        }
        return spans
    }

    private static func closingRun(of count: Int, in text: Substring) -> Range<Substring.Index>? {
        var index = text.startIndex
        while let start = text[index...].firstIndex(of: "`") {
            let run = text[start...].prefix { $0 == "`" }
            if run.count == count { return start..<run.endIndex }
            index = run.endIndex
        }
        return nil
    }
}
