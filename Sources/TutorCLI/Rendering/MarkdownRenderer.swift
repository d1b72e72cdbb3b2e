import Foundation

/// Renders the course's Markdown for a terminal: headings, paragraphs, emphasis, inline code,
/// lists, tables, block quotes and fenced code (Swift coloured), wrapped to `width` columns.
package struct MarkdownRenderer: Sendable {
    package let width: Int
    package let style: TerminalStyle

    package init(width: Int, colour: Bool) {
        self.width = max(20, width)
        self.style = TerminalStyle(colour: colour)
    }

    /// The rendered text, lines joined by newlines, ending with a newline.
    package func render(_ markdown: String) -> String {
        var out: [String] = []
        var paragraph: [String] = []
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0

        func flushParagraph() {
            guard !paragraph.isEmpty else { return }
            out += LineWrapper.wrap(inline(joinLines(paragraph)), width: width)
            out.append("")
            paragraph = []
        }

        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                flushParagraph()
                let language = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
                var code: [String] = []
                index += 1
                while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                    code.append(lines[index])
                    index += 1
                }
                out += codeBlock(code, language: language)
                out.append("")
            } else if trimmed.isEmpty {
                flushParagraph()
            } else if let (level, text) = heading(trimmed) {
                flushParagraph()
                out += headingLines(level: level, text: text)
                out.append("")
            } else if trimmed.hasPrefix("|") {
                flushParagraph()
                var rows: [String] = []
                while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("|") {
                    rows.append(lines[index].trimmingCharacters(in: .whitespaces))
                    index += 1
                }
                out += table(rows)
                out.append("")
                continue
            } else if let (marker, text) = listItem(line) {
                flushParagraph()
                var body = [text]
                while index + 1 < lines.count, isContinuation(lines[index + 1]) {
                    index += 1
                    body.append(lines[index].trimmingCharacters(in: .whitespaces))
                }
                let indent = String(repeating: " ", count: TextWidth.columns(of: marker))
                out += LineWrapper.wrap(inline(joinLines(body)), width: width, indent: indent, firstIndent: marker)
                if index + 1 >= lines.count || lines[index + 1].trimmingCharacters(in: .whitespaces).isEmpty {
                    out.append("")
                }
            } else if trimmed.hasPrefix(">") {
                flushParagraph()
                let text = String(trimmed.dropFirst()).trimmingCharacters(in: .whitespaces)
                let bar = style.apply([.grey], "│ ")
                out += LineWrapper.wrap(inline(text), width: width, indent: bar)
            } else {
                paragraph.append(trimmed)
            }
            index += 1
        }
        flushParagraph()
        while out.last == "" { out.removeLast() }
        return out.joined(separator: "\n") + "\n"
    }

    private func heading(_ line: String) -> (Int, String)? {
        let hashes = line.prefix(while: { $0 == "#" }).count
        guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { return nil }
        return (hashes, line.dropFirst(hashes + 1).trimmingCharacters(in: .whitespaces))
    }

    private func headingLines(level: Int, text: String) -> [String] {
        let plain = stripInline(text)
        if style.colour {
            let codes: [TerminalStyle.Code] = level == 1 ? [.bold, .underline] : level == 2 ? [.bold, .cyan] : [.bold]
            return LineWrapper.wrap(style.apply(codes, plain), width: width)
        }
        let lines = LineWrapper.wrap(plain, width: width)
        guard level <= 2 else { return lines }
        let underline = String(repeating: level == 1 ? "=" : "-", count: lines.map(TextWidth.columns(of:)).max() ?? 0)
        return lines + [underline]
    }

    private func listItem(_ line: String) -> (String, String)? {
        let indentCount = line.prefix(while: { $0 == " " }).count
        let rest = line.dropFirst(indentCount)
        let nesting = String(repeating: "  ", count: indentCount / 2)
        if rest.hasPrefix("- ") || rest.hasPrefix("* ") {
            return (nesting + "  • ", String(rest.dropFirst(2)))
        }
        let digits = rest.prefix(while: \.isNumber)
        if !digits.isEmpty, rest.dropFirst(digits.count).hasPrefix(". ") {
            return (nesting + "  \(digits). ", String(rest.dropFirst(digits.count + 2)))
        }
        return nil
    }

    private func isContinuation(_ line: String) -> Bool {
        line.hasPrefix("  ") && !line.trimmingCharacters(in: .whitespaces).isEmpty && listItem(line) == nil
    }

    private func codeBlock(_ code: [String], language: String) -> [String] {
        let source = code.joined(separator: "\n")
        let isSwift = language.isEmpty || language.lowercased() == "swift"
        let coloured = isSwift ? SwiftHighlighter.highlight(source, style: style) : style.apply([.dim], source)
        return coloured.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
    }

    /// Joins a paragraph's source lines: with a space, except between two CJK characters.
    private func joinLines(_ lines: [String]) -> String {
        lines.dropFirst().reduce(lines.first ?? "") { text, next in
            if let last = text.last, let first = next.first,
               TextWidth.breaksAnywhere(last) && TextWidth.breaksAnywhere(first) {
                return text + next
            }
            return text + " " + next
        }
    }
}

