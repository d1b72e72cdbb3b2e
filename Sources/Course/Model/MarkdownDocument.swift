/// The little of Markdown the course needs: the title, the pages, the fenced code blocks.
struct MarkdownDocument: Sendable {
    /// A fenced code block.
    struct CodeBlock: Sendable, Hashable {
        /// The info string after the fence (`swift`, `swift fragment`, `text`).
        var info: String
        /// The code between the fences.
        var code: String
        /// 1-based line of the opening fence.
        var line: Int
        /// Whether the block is closed; an unclosed one runs to the end of the file.
        var isClosed: Bool
        /// 1-based line of the closing fence; nil for an unclosed block.
        var closingLine: Int? = nil

        /// The first word of the info string.
        var language: String { info.split(separator: " ").first.map(String.init) ?? "" }
        /// ` ```swift fragment `: parsed but not run.
        var isFragment: Bool { info.split(separator: " ").dropFirst().contains("fragment") }
    }

    /// The text of the first `# ` heading, if the first non-blank line is one.
    private(set) var title: String?
    /// The text from each `## ` heading to the next.
    private(set) var sections: [String] = []
    /// The fenced code blocks in order.
    private(set) var codeBlocks: [CodeBlock] = []
    /// The text outside code blocks (for word counts).
    private(set) var prose: String = ""

    init(_ markdown: String) {
        var open: (fence: String, info: String, line: Int, lines: [String])?
        var current: [String]?
        var proseLines: [String] = []
        var sawContent = false
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingLeadingSpaces()
            if var block = open {
                if trimmed.hasPrefix(block.fence), trimmed.allSatisfy({ $0 == block.fence.first! || $0 == " " }) {
                    codeBlocks.append(CodeBlock(
                        info: block.info, code: block.lines.joined(separator: "\n"), line: block.line, isClosed: true,
                        closingLine: index + 1))
                    open = nil
                } else {
                    block.lines.append(line)
                    open = block
                }
                current?.append(line)
                continue
            }
            if let fence = Self.fence(trimmed) {
                let info = String(trimmed.dropFirst(fence.count)).trimmed(of: " \t")
                open = (fence, info, index + 1, [])
                current?.append(line)
                sawContent = true
                continue
            }
            if !sawContent, !trimmed.isEmpty {
                sawContent = true
                if trimmed.hasPrefix("# ") { title = String(trimmed.dropFirst(2)).trimmed(of: " \t") }
            }
            if trimmed.hasPrefix("## ") {
                if let current { sections.append(current.joined(separator: "\n")) }
                current = []
            }
            current?.append(line)
            proseLines.append(line)
        }
        if let block = open {
            codeBlocks.append(CodeBlock(
                info: block.info, code: block.lines.joined(separator: "\n"), line: block.line, isClosed: false))
        }
        if let current { sections.append(current.joined(separator: "\n")) }
        prose = proseLines.joined(separator: "\n")
    }

    private static func fence(_ line: String) -> String? {
        for mark in ["```", "~~~"] where line.hasPrefix(mark) {
            return String(line.prefix { $0 == mark.first! })
        }
        return nil
    }
}

extension String {
    func trimmingLeadingSpaces() -> String {
        String(drop { $0 == " " })
    }

    func trimmed(of set: String) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text = text.dropFirst() }
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
