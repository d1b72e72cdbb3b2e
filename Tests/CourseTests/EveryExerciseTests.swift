import Foundation
import Testing
@testable import Course

/// Every exercise in `Lessons/`, run for real on the simulator: its reference solution and
/// alternatives pass, its starter does not, and each typical mistake fails the check it is
/// mapped to (docs/course-format.md, `mistakes:`).
///
/// Exercises that need UIKit the bridge does not offer yet (UIApplication, tables, tab bars…)
/// fail here until it does: the first diagnostic says which name is missing.
struct EveryExerciseTests {
    let runner = SimulatorProgramRunner.judgingVerdicts()

    func check(_ file: SourceFile, of exercise: Exercise) -> CheckReport {
        checkSolution(exercise: exercise, source: file.text, language: .english, runner: runner)
    }

    /// Why a run that should pass did not, for the failure message.
    func account(_ report: CheckReport) -> String {
        if let first = report.diagnostics.first { return "line \(first.line):\(first.column): \(first.message)" }
        if let exception = report.exception { return "\(exception.name): \(exception.reason)" }
        return report.checks.filter { !$0.passed }.map { "\($0.id): \($0.message)" }.joined(separator: "; ")
    }

    @Test(arguments: RealCourse.exerciseIDs)
    func solutionAndAlternativesPass(exerciseID: String) throws {
        let exercise = try #require(RealCourse.exercise(exerciseID))
        let solution = try #require(exercise.files.solution)
        let correct = [solution] + exercise.files.alternatives.values.sorted { $0.name < $1.name }
        for file in correct {
            let report = check(file, of: exercise)
            let passed = report.passed
            #expect(passed, "\(file.name): \(account(report))")
        }
    }

    @Test(arguments: RealCourse.exerciseIDs)
    func starterFails(exerciseID: String) throws {
        let exercise = try #require(RealCourse.exercise(exerciseID))
        let starter = try #require(exercise.files.starter)
        let passed = check(starter, of: exercise).passed
        #expect(!passed, "the starter already passes every check")
    }

    @Test(arguments: RealCourse.exerciseIDs)
    func eachMistakeFailsItsMappedCheck(exerciseID: String) throws {
        let exercise = try #require(RealCourse.exercise(exerciseID))
        #expect(!exercise.mistakes.isEmpty)
        for (name, checkID) in exercise.mistakes.sorted(by: { $0.key < $1.key }) {
            let file = try #require(exercise.files.mistakes[name], "mistakes/\(name).swift")
            let report = check(file, of: exercise)
            let compiled = report.status != .diagnostics
            let failed = report.failedCheckIDs
            #expect(compiled, "\(name) does not compile: \(account(report))")
            #expect(failed.contains(checkID), "\(name) should fail '\(checkID)' but fails \(failed)")
        }
    }
}
