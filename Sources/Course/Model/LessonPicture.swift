/// A picture in a lesson: a ` ```text screen `, ` ```text tree ` or ` ```text output ` block
/// (` ipad` after it for an iPad) placed right after a runnable ` ```swift ` block, only blank
/// lines between. It holds exactly what that program gives on that device: the drawing of
/// `vctutor run --screen`, the hierarchy of `--tree` (each without its header line), or the
/// printed output. The lint compares it; `vctutor lint --update-pictures` redraws it.
struct LessonPicture: Sendable, Hashable {
    /// What the picture shows.
    enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The key window's drawing.
        case screen
        /// The controller and view hierarchy.
        case tree
        /// What the program printed.
        case output
    }

    /// What it shows.
    var kind: Kind
    /// The device the program runs on.
    var device: Device
    /// The picture's own block.
    var block: MarkdownDocument.CodeBlock
    /// The ` ```swift ` block it pictures.
    var program: MarkdownDocument.CodeBlock

    /// The pictures of a lesson's Markdown, in order, and the picture blocks that follow no
    /// runnable ` ```swift ` block (only blank lines between), which picture nothing. Several
    /// pictures in a row (blank lines between) all picture the program before the first.
    static func find(in markdown: String) -> (pictures: [LessonPicture], misplaced: [MarkdownDocument.CodeBlock]) {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        let blocks = MarkdownDocument(markdown).codeBlocks
        var pictures: [LessonPicture] = []
        var misplaced: [MarkdownDocument.CodeBlock] = []
        /// The block before the current one, when only blank lines lie between them.
        var adjacent: MarkdownDocument.CodeBlock?
        /// The program the pictures in a row after it picture.
        var program: MarkdownDocument.CodeBlock?
        for block in blocks {
            defer { adjacent = block }
            let touches = adjacent?.closingLine.map { end in
                lines[end..<(block.line - 1)].allSatisfy { $0.allSatisfy(\.isWhitespace) }
            } ?? false
            guard let (kind, device) = shape(of: block) else {
                program = block.language == "swift" && !block.isFragment ? block : nil
                continue
            }
            guard touches, block.isClosed, let program else {
                misplaced.append(block)
                program = nil
                continue
            }
            pictures.append(LessonPicture(kind: kind, device: device, block: block, program: program))
        }
        return (pictures, misplaced)
    }

    /// The kind and device of a picture block (`text screen`, `text tree ipad`); nil for any
    /// other block.
    static func shape(of block: MarkdownDocument.CodeBlock) -> (Kind, Device)? {
        let words = block.info.split(separator: " ").map(String.init)
        guard words.count >= 2, words[0] == "text", let kind = Kind(rawValue: words[1]) else { return nil }
        switch words.dropFirst(2).first {
        case nil: return (kind, .iphone)
        case "ipad"?: return words.count == 3 ? (kind, .ipad) : nil
        default: return nil
        }
    }

    /// The picture's text for a run of its program: its lines as the block holds them (no
    /// trailing newline); nil when the run ended badly or the runner did not draw.
    func drawn(by outcome: RunOutcome) -> String? {
        guard outcome.status == .ok else { return nil }
        let text: String?
        switch kind {
        case .screen: text = outcome.screen
        case .tree: text = outcome.tree
        case .output: text = outcome.snapshot.output
        }
        return text.map { String($0.reversed().drop { $0 == "\n" }.reversed()) }
    }

    /// The first line (1-based, within the picture) where `current` and `drawn` differ, with
    /// each side's line there (nil past its end); nil when they are equal.
    static func firstDifference(_ current: String, _ drawn: String) -> (line: Int, current: String?, drawn: String?)? {
        let old = current.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = drawn.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in 0..<max(old.count, new.count) {
            let left = old.indices.contains(index) ? old[index] : nil
            let right = new.indices.contains(index) ? new[index] : nil
            if left != right { return (index + 1, left, right) }
        }
        return nil
    }
}
