import Foundation

/// A lesson cut into pages at its `## ` headings (outside code blocks). Text before the
/// first `## ` (the title and introduction) is the first page.
package struct LessonPages: Equatable, Sendable {
    /// Each page's Markdown.
    package let pages: [String]

    package init(markdown: String) {
        var pages: [[Substring]] = [[]]
        var inCode = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inCode.toggle() }
            if !inCode && line.hasPrefix("## ") && !(pages.last!.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
                pages.append([])
            }
            pages[pages.count - 1].append(line)
        }
        self.pages = pages.map { $0.joined(separator: "\n") }
            .filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
    }

    /// The complete programs on `page`: its ` ```swift ` blocks (not ` ```swift fragment `),
    /// which the lint runs and the reader can run too.
    package static func runnableExamples(on page: String) -> [String] {
        var examples: [String] = []
        var current: [Substring]?
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            let fence = line.trimmingCharacters(in: .whitespaces)
            if var lines = current {
                if fence == "```" {
                    examples.append(lines.joined(separator: "\n"))
                    current = nil
                } else {
                    lines.append(line)
                    current = lines
                }
            } else if fence == "```swift" {
                current = []
            }
        }
        return examples
    }
}
