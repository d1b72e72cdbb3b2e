import Foundation

extension TutorContext {
    /// Checks `source` as the solution of `exerciseId` and records the attempt. Nil when the
    /// checker does not know the exercise. A failure to record is reported, not thrown: the
    /// learner still sees the results.
    func checkAndRecord(
        _ checker: any SolutionChecking, exerciseId: String, source: String, session: CommandSession
    ) throws -> CheckReport? {
        guard let report = try checker.check(
            exerciseId: exerciseId, source: source, language: session.language.rawValue) else { return nil }
        do {
            try store().recordExerciseAttempt(
                exerciseId: exerciseId, passed: report.passed,
                checksPassed: report.checks.count(where: \.passed), checksTotal: report.checks.count,
                now: clock())
        } catch {
            complain(error.description)
        }
        return report
    }
}
