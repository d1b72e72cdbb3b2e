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

    /// The page's first heading, without its `#` marks.
    static func title(of page: String) -> String? {
        for line in page.split(separator: "\n") where line.hasPrefix("#") {
            return line.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// Runs code for the page's "run" key; nil offers no such key.
    var runner: (any CodeRunning)? { context.services.runner }

    /// Runs each example of the page on the simulator, as `vctutor run --trace --screen`
    /// would, and shows what it printed, the callbacks and the drawn screen.
    private func run(_ examples: [String], style: TerminalStyle) {
        guard let runner else { return }
        for (number, code) in examples.enumerated() {
            let file = FileManager.default.temporaryDirectory
                .appendingPathComponent("vctutor-example-\(UUID().uuidString)").appendingPathComponent("main.swift")
            defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
            do {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try code.write(to: file, atomically: true, encoding: .utf8)
                let options = ["--trace", "--screen", "--screen-columns=\(session.width)"]
                let result = try runner.run(paths: [file.path], options: options, json: false,
                                            stopRequested: (context.input as? ReadlineReader)?.stopRequested)
                let title = examples.count > 1
                    ? session.t("pager.ran_example_n", ["n": "\(number + 1)"]) : session.t("pager.ran_example")
                context.say(style.apply([.bold], title))
                context.output.write(result.output.hasSuffix("\n") ? result.output : result.output + "\n")
            } catch {
                context.complain("\(error)")
            }
        }
    }

    /// Shows the pages from page `start` (0-based; the pages before it count as read).
    func show(_ lesson: LessonPages, from start: Int = 0) -> Outcome {
        let style = TerminalStyle(colour: session.colour)
        var index = max(0, min(start, lesson.pages.count - 1))
        var furthest = index
        var showPage = true
        while index < lesson.pages.count {
            if showPage {
                // The width is read for every page, so a resized terminal is followed.
                let renderer = MarkdownRenderer(width: max(20, context.terminal.width), colour: session.colour)
                let rendered = renderer.render(lesson.pages[index])
                context.output.write(rendered)
                // A page taller than the screen has scrolled its title away: say it again by the keys.
                if let rows = context.terminal.height, rendered.split(separator: "\n", omittingEmptySubsequences: false).count > rows - 2,
                   let title = Self.title(of: lesson.pages[index]) {
                    context.say(style.apply([.bold], "— " + title + " —"))
                }
            }
            showPage = true
            furthest = max(furthest, index + 1)
            let examples = runner == nil ? [] : LessonPages.runnableExamples(on: lesson.pages[index])
            let footer = "[\(index + 1)/\(lesson.pages.count)] " + session.t(
                index + 1 == lesson.pages.count ? "pager.keys_last" : "pager.keys")
                + (examples.isEmpty ? "" : " · " + session.t("pager.run_key"))
            let prompt = style.apply([.dim], footer) + " "
            if !context.terminal.inputIsTTY { context.say(footer) }
            switch context.input.readLine(prompt: prompt) {
            case .end, .interrupted:
                return Outcome(pagesRead: furthest, finished: false)
            case .line(let key):
                switch key.trimmingCharacters(in: .whitespaces).lowercased() {
                case "q": return Outcome(pagesRead: furthest, finished: false)
                case "p", "b": index = max(0, index - 1)
                case "r" where !examples.isEmpty:
                    run(examples, style: style)
                    showPage = false
                    continue
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

