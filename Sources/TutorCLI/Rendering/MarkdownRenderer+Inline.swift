import Foundation

extension MarkdownRenderer {
    /// Inline Markdown: `code`, **strong**, *emphasis* and _emphasis_, [links](url).
    /// With colour the markers become styles; without, emphasis markers go and code keeps its
    /// backticks so it still stands out.
    func inline(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let first = rest.first {
            if first == "`", let end = rest.dropFirst().firstIndex(of: "`") {
                let code = String(rest[rest.index(after: rest.startIndex)..<end])
                result += style.colour ? style.apply([.yellow], code) : "`\(code)`"
                rest = rest[rest.index(after: end)...]
            } else if rest.hasPrefix("**"), let end = rest.dropFirst(2).range(of: "**") {
                let inner = String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end.lowerBound])
                result += style.apply([.bold], inner)
                rest = rest[end.upperBound...]
            } else if (first == "*" || first == "_"), isOpening(rest, previous: result.last),
                      let end = rest.dropFirst().firstIndex(of: first) {
                let inner = String(rest[rest.index(after: rest.startIndex)..<end])
                result += style.apply([.italic], inner)
                rest = rest[rest.index(after: end)...]
            } else if first == "[", let close = rest.firstIndex(of: "]"),
                      rest[rest.index(after: close)...].hasPrefix("("),
                      let paren = rest[close...].firstIndex(of: ")") {
                let label = String(rest[rest.index(after: rest.startIndex)..<close])
                result += style.apply([.underline], label)
                rest = rest[rest.index(after: paren)...]
            } else {
                result.append(first)
                rest = rest.dropFirst()
            }
        }
        return result
    }

    /// An emphasis marker opens when followed by a non-space. As in CommonMark, `*` may open
    /// inside a word (Chinese has no spaces between words: `安排*其他*控制器`), `_` may not (so
    /// `snake_case_names` stay as they are).
    private func isOpening(_ rest: Substring, previous: Character?) -> Bool {
        guard let marker = rest.first, let next = rest.dropFirst().first, next != " ", next != marker else { return false }
        if marker == "_", let previous, previous.isLetter || previous.isNumber { return false }
        return true
    }

    /// The text with inline markers removed (for headings and table cells widths).
    func stripInline(_ text: String) -> String {
        MarkdownRenderer(width: width, colour: false).inline(text)
            .replacingOccurrences(of: "`", with: "")
    }

    /// A Markdown table as aligned columns separated by `│`, with a rule under the header.
    func table(_ rows: [String]) -> [String] {
        let cells: [[String]] = rows.compactMap { row in
            let inner = row.trimmingCharacters(in: CharacterSet(charactersIn: "| "))
            let parts = inner.split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { "-:".contains($0) } }) { return nil }
            return parts.map { inline($0) }
        }
        guard let columnCount = cells.map(\.count).max() else { return [] }
        var widths = Array(repeating: 0, count: columnCount)
        for row in cells {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], TextWidth.columns(of: cell)) }
        }
        func line(_ row: [String]) -> String {
            (0..<columnCount).map { column in
                let cell = column < row.count ? row[column] : ""
                return cell + String(repeating: " ", count: widths[column] - TextWidth.columns(of: cell))
            }.joined(separator: " │ ").replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        }
        var out = [line(cells[0])]
        out.append(widths.map { String(repeating: "─", count: $0) }.joined(separator: "─┼─"))
        out += cells.dropFirst().map(line)
        return out
    }
}
