import Foundation

/// Shows a lesson's pages one at a time with `n/N` and the keys, reading the learner's key
/// after each page.
struct Pager {
    let context: TutorContext
    let session: CommandSession

    /// How far the learner got.
    struct Outcome: Equatable {
        var pagesRead: Int
        var finished: Bool
    }

    /// Shows the pages from page `start` (0-based; the pages before it count as read).
    func show(_ lesson: LessonPages, from start: Int = 0) -> Outcome {
        let renderer = MarkdownRenderer(width: session.width, colour: session.colour)
        let style = TerminalStyle(colour: session.colour)
        var index = max(0, min(start, lesson.pages.count - 1))
        var furthest = index
        while index < lesson.pages.count {
            context.output.write(renderer.render(lesson.pages[index]))
            furthest = max(furthest, index + 1)
            let footer = "[\(index + 1)/\(lesson.pages.count)] " + session.t(
                index + 1 == lesson.pages.count ? "pager.keys_last" : "pager.keys")
            let prompt = style.apply([.dim], footer) + " "
            if !context.terminal.inputIsTTY { context.say(footer) }
            switch context.input.readLine(prompt: prompt) {
            case .end, .interrupted:
                return Outcome(pagesRead: furthest, finished: false)
            case .line(let key):
                switch key.trimmingCharacters(in: .whitespaces).lowercased() {
                case "q": return Outcome(pagesRead: furthest, finished: false)
                case "p", "b": index = max(0, index - 1)
                default:
                    if index + 1 == lesson.pages.count { return Outcome(pagesRead: furthest, finished: true) }
                    index += 1
                }
            }
            context.say("")
        }
        return Outcome(pagesRead: furthest, finished: furthest == lesson.pages.count)
    }
}

