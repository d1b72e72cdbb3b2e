import Foundation

/// `vctutor lint --update-pictures`: redraws every lesson picture (` ```text screen `, `tree`,
/// `output`) from its program, in place. Only the lines inside those blocks change; the rest of
/// each file stays byte for byte.
public struct PictureUpdater: Sendable {
    /// Runs the lessons' programs.
    public var runner: any ProgramRunner

    /// Makes an updater.
    public init(runner: any ProgramRunner) {
        self.runner = runner
    }

    /// What an update did.
    public struct Result: Sendable, Hashable {
        /// How many pictures were redrawn.
        public var changed: Int
        /// The lesson files written, relative to the course root, in order.
        public var files: [String]
        /// The pictures that could not be drawn (their program did not run), as lint problems.
        public var problems: [CourseProblem]
    }

    /// Redraws the pictures of every `Content/<lang>/lessons/*.md` under `root`.
    public func update(root: URL) throws -> Result {
        let files = CourseFiles(root: root)
        var result = Result(changed: 0, files: [], problems: [])
        for language in files.list("Content") where files.isDirectory("Content/\(language)/lessons") {
            for name in files.list("Content/\(language)/lessons") where name.hasSuffix(".md") {
                let relative = "Content/\(language)/lessons/\(name)"
                guard let text = files.read(relative) else { continue }
                let (updated, changed, problems) = redraw(text, file: relative)
                result.problems += problems
                guard changed > 0 else { continue }
                try updated.write(to: files.url(relative), atomically: true, encoding: .utf8)
                result.changed += changed
                result.files.append(relative)
            }
        }
        return result
    }

    /// `markdown` with its stale pictures redrawn, how many changed, and the ones that could
    /// not be drawn.
    func redraw(_ markdown: String, file: String) -> (text: String, changed: Int, problems: [CourseProblem]) {
        var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var runs: [String: RunOutcome] = [:]
        var changed = 0
        var problems: [CourseProblem] = []
        // From the last picture up, so that earlier blocks keep their line numbers.
        for picture in LessonPicture.find(in: markdown).pictures.reversed() {
            let key = "\(picture.program.line) \(picture.device.rawValue)"
            let outcome = runs[key] ?? LessonPicture.run(picture.program.code, on: picture.device, runner: runner)
            runs[key] = outcome
            guard let drawn = picture.drawn(by: outcome), let closing = picture.block.closingLine else {
                problems.append(CourseProblem(
                    file: file, line: picture.block.line, id: .swiftDoesNotRun,
                    message: "this picture was not redrawn: its ```swift block does not run on \(picture.device.rawValue): "
                        + (outcome.failureSummary ?? "the runner draws nothing")))
                continue
            }
            guard LessonPicture.firstDifference(picture.block.code, drawn) != nil else { continue }
            // Lines are 1-based: the content is from the line after the opening fence to the
            // line before the closing one.
            lines.replaceSubrange(picture.block.line..<(closing - 1), with: drawn.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
            changed += 1
        }
        return (lines.joined(separator: "\n"), changed, problems.reversed())
    }
}
