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
}

/// The course's checker behind `vctutor check`: runs the solution with the exercise's files,
/// device and actions, and evaluates its checks.
package struct LiveChecker: SolutionChecking {
    package let lazyCourse: LazyCourse
    package let runner: any ProgramRunner
    package var course: Course { lazyCourse.course }

    package init(course: LazyCourse, runner: any ProgramRunner) {
        self.lazyCourse = course
        self.runner = runner
    }

    package func check(exerciseId: String, source: String, language: String) throws -> CheckReport? {
        let language = LiveCourse.language(language)
        guard let exercise = lazyCourse.exercise(id: exerciseId, language: language) else { return nil }
        let report = checkSolution(exercise: exercise, source: source, language: language, runner: runner)
        let json = String(decoding: try JSONEncoder.readable.encode(report), as: UTF8.self)
        return CheckReport(
            status: report.status.rawValue,
            checks: report.checks.map { CheckOutcome(id: $0.id, passed: $0.passed, message: $0.message) },
            json: json, problem: report.problem)
    }
}
