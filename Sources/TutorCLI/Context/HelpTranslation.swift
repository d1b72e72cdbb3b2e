import Foundation
import Yams

/// The command-line help and usage errors in the learner's language.
///
/// swift-argument-parser writes help and errors in English only; vctutor asks it for the
/// English text unwrapped, translates it line by line from `Content/<language>/help.yaml`
/// (English line → translation; lines with `{x}` are patterns, `{x}` standing for any text
/// kept as it is) and wraps the result to the terminal. A line without a translation stays
/// English; the tests require one for every line the learner's commands print.
package struct HelpTranslation: Sendable {
    /// Exact lines, English to translated.
    let lines: [String: String]
    /// Patterns tried in order when no exact line matches.
    let patterns: [(english: NSRegularExpression, translated: String)]

    /// No translation: English stays English.
    package static let identity = HelpTranslation(lines: [:], patterns: [])

    init(lines: [String: String], patterns: [(english: NSRegularExpression, translated: String)]) {
        self.lines = lines
        self.patterns = patterns
    }

    /// The table for `language` from the course at `courseRoot`; identity for English or when
    /// the file is missing or broken (`vctutor lint` reports broken files).
    package static func load(language: CourseLanguage, courseRoot: String?) -> HelpTranslation {
        guard language != .english, let courseRoot,
              let text = try? String(contentsOfFile: "\(courseRoot)/Content/\(language.rawValue)/help.yaml", encoding: .utf8),
              let map = (try? Yams.load(yaml: text)) as? [String: Any] else { return .identity }
        var lines: [String: String] = [:]
        var patterns: [(english: NSRegularExpression, translated: String)] = []
        for (english, value) in map.sorted(by: { $0.key.count > $1.key.count }) {
            guard let translated = value as? String else { continue }
            if english.contains("{x}") {
                let escaped = NSRegularExpression.escapedPattern(for: english)
                    .replacingOccurrences(of: "\\{x\\}", with: "(.*?)")
                if let regex = try? NSRegularExpression(pattern: "^" + escaped + "$") {
                    patterns.append((regex, translated))
                }
            } else {
                lines[english] = translated
            }
        }
        return HelpTranslation(lines: lines, patterns: patterns)
    }

    /// The translation of one line's text (without its indentation), or nil.
    package func translate(line text: String) -> String? {
        if let exact = lines[text] { return exact }
        let range = NSRange(text.startIndex..., in: text)
        for (regex, translated) in patterns {
            guard let match = regex.firstMatch(in: text, range: range) else { continue }
            var result = translated
            for group in 1..<match.numberOfRanges {
                guard let captured = Range(match.range(at: group), in: text), let slot = result.range(of: "{x}") else { continue }
                let part = String(text[captured])
                result.replaceSubrange(slot, with: translate(line: part) ?? part)
            }
            return result
        }
        return nil
    }

    /// `help` (English, unwrapped) translated and wrapped to `width` columns.
    ///
    /// Rows of a table (`  --lang <lang>      The language…`) keep their name and translate the
    /// text after it; a header line (`OVERVIEW: …`) translates its label and its text.
    package func translate(help: String, width: Int) -> String {
        var out: [String] = []
        for raw in help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let indentCount = raw.prefix(while: { $0 == " " }).count
            let indent = String(repeating: " ", count: indentCount)
            let text = String(raw.dropFirst(indentCount))
            if text.isEmpty { out.append(""); continue }
            if let whole = translate(line: text) {
                out += LineWrapper.wrap(whole, width: width, indent: indent, firstIndent: indent)
                continue
            }
            if let colon = text.firstIndex(of: ":"), text[..<colon].allSatisfy({ $0.isUppercase || $0 == " " }),
               text[..<colon].count > 2 {
                let label = String(text[...colon])
                let rest = String(text[text.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
                let translatedLabel = translate(line: label) ?? label
                let translatedRest = rest.isEmpty ? "" : " " + (translate(line: rest) ?? rest)
                out += LineWrapper.wrap(translatedLabel + translatedRest, width: width, indent: indent + "  ", firstIndent: indent)
                continue
            }
            if let gap = text.range(of: "  ") {
                let name = String(text[..<gap.lowerBound])
                let abstract = text[gap.upperBound...].trimmingCharacters(in: .whitespaces)
                let column = indentCount + TextWidth.columns(of: name) + (text[gap.lowerBound...].prefix(while: { $0 == " " }).count)
                let translated = translate(line: abstract) ?? abstract
                let hanging = String(repeating: " ", count: column)
                let first = indent + name + String(repeating: " ", count: column - indentCount - TextWidth.columns(of: name))
                if column + 12 < width {
                    out += LineWrapper.wrap(translated, width: width, indent: hanging, firstIndent: first)
                } else {
                    out.append(indent + name)
                    out += LineWrapper.wrap(translated, width: width, indent: indent + "    ", firstIndent: indent + "    ")
                }
                continue
            }
            out += LineWrapper.wrap(text, width: width, indent: indent, firstIndent: indent)
        }
        return out.joined(separator: "\n")
    }
}
