import Course
import Foundation

/// The course's lint behind `vctutor lint`: every problem in `Lessons/` and `Content/`, and,
/// with a runner, the code that must run (examples, computed answers, solutions, mistakes).
package struct LiveLinter: CourseLinting {
    /// The course folder.
    package let root: URL
    /// Runs code; nil only parses it.
    package let runner: (any ProgramRunner)?

    package init(root: URL, runner: (any ProgramRunner)?) {
        self.root = root
        self.runner = runner
    }

    /// The problems as text (one a line, then a count) or as the `LintReport` JSON; the count
    /// returned is the errors (warnings alone leave the course clean).
    package func lint(json: Bool) throws -> (output: String, problems: Int) {
        let report = LintReport(problems: CourseLinter(runner: runner).lint(root: root))
        if json {
            let data = try JSONEncoder.readable.encode(report)
            return (String(decoding: data, as: UTF8.self) + "\n", report.errors)
        }
        var lines = report.problems.map(\.description)
        lines.append("\(report.errors) error(s), \(report.warnings) warning(s)")
        return (lines.joined(separator: "\n") + "\n", report.errors)
    }

    /// Redraws the lesson pictures with the runner (without one, nothing can be drawn).
    package func updatePictures() throws -> (changed: Int, files: [String], problems: [String]) {
        guard let runner else { return (0, [], ["no runner: the pictures cannot be drawn"]) }
        let result = try PictureUpdater(runner: runner).update(root: root)
        return (result.changed, result.files, result.problems.map(\.description))
    }
}
