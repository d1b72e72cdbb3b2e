import Foundation

/// One submission for a grading worker: a student's code for one exercise.
package struct GradeJob: Codable, Equatable, Sendable {
    /// The exercise's id.
    package var exercise: String
    /// The student's Swift files joined, `main.swift` first (as `vctutor check` joins them).
    package var source: String
    /// The student's storyboards and Info.plist (they replace the exercise's of the same name).
    package var files: [JobFile]

    /// A storyboard or Info.plist of the student's.
    package struct JobFile: Codable, Equatable, Sendable {
        package var name: String
        package var text: String
    }

    package init(exercise: String, source: String, files: [WorkspaceFile] = []) {
        self.exercise = exercise
        self.source = source
        self.files = files.map { JobFile(name: $0.name, text: $0.text) }
    }

    /// The student's files as the checker takes them.
    package var workspaceFiles: [WorkspaceFile] { files.map { WorkspaceFile(name: $0.name, text: $0.text) } }
}

/// How checking one submission ended, as a worker reports it or as the pool records it when
/// the worker could not.
package struct GradeOutcome: Codable, Equatable, Sendable {
    /// How the run ended: the checker's `ok`, `diagnostics`, `exception` or `limit`, or one of
    /// the pool's own: `crashed` (the worker died), `timeout` (it took too long), `missing`
    /// (no code for this exercise), `unreadable` (the files cannot be read), `too-large`,
    /// `unknown` (the checker does not know the exercise).
    package var status: String
    /// One entry per check, in the exercise's order; empty when nothing was checked.
    package var checks: [CheckOutcome]
    /// What stopped the program or the checker, for people; empty when the run went well.
    package var problem: String
    /// What the program printed.
    package var output: String

    package init(status: String, checks: [CheckOutcome] = [], problem: String = "", output: String = "") {
        self.status = status
        self.checks = checks
        self.problem = problem
        self.output = output
    }

    /// The outcome of a finished check.
    package init(report: CheckReport) {
        self.init(status: report.status, checks: report.checks, problem: report.problem, output: report.output)
    }

    /// The verdict, as Exercism's test runners give it: `pass` when every check passed,
    /// `error` when no check could run (the code did not compile, the checker crashed or timed
    /// out, the submission is missing), `fail` otherwise.
    package var verdict: GradeVerdict {
        switch status {
        case "ok" where !checks.isEmpty && checks.allSatisfy(\.passed): return .pass
        case "ok", "exception", "limit": return checks.isEmpty ? .error : .fail
        default: return .error
        }
    }

    /// How many checks passed.
    package var checksPassed: Int { checks.count(where: \.passed) }
}

/// A submission's overall result.
package enum GradeVerdict: String, Codable, Sendable, CaseIterable {
    case pass, fail, error
}
