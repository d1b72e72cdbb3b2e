import Course
import Foundation

/// The course's checker behind `vctutor check`: runs the solution with the exercise's files,
/// device and actions, and evaluates its checks.
package struct LiveChecker: SolutionChecking {
    package let lazyCourse: LazyCourse
    package let runner: any ProgramRunner

    package init(course: LazyCourse, runner: any ProgramRunner) {
        self.lazyCourse = course
        self.runner = runner
    }

    package func check(exerciseId: String, source: String, files: [WorkspaceFile], language: String) throws -> CheckReport? {
        let language = LiveCourse.language(language)
        guard let exercise = lazyCourse.exercise(id: exerciseId, language: language) else { return nil }
        let report = checkSolution(exercise: exercise, source: source, language: language, runner: runner,
                                   learnerFiles: files.map { SourceFile(name: $0.name, text: $0.text) })
        let json = String(decoding: try JSONEncoder.readable.encode(report), as: UTF8.self)
        return CheckReport(
            status: report.status.rawValue,
            checks: report.checks.map {
                CheckOutcome(id: $0.id, passed: $0.passed, message: $0.message, notRun: $0.status == .notRun)
            },
            json: json, problem: report.problem, output: report.output)
    }
}
