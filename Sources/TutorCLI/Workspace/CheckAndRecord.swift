import Foundation
import ProgressStore

/// A check's report and, when the attempt could not be saved, why (it was then kept in the
/// pending-writes journal when possible).
struct RecordedCheck {
    let report: CheckReport
    let notSaved: ProgressStoreError?
}

extension TutorContext {
    /// Checks `source` as the solution of `exerciseId` and records the attempt. Nil when the
    /// checker does not know the exercise. A failure to record is returned, not thrown: the
    /// learner still sees the results, and the caller reports it.
    func checkAndRecord(
        _ checker: any SolutionChecking, exerciseId: String, source: String, files: [WorkspaceFile] = [],
        session: CommandSession
    ) throws -> RecordedCheck? {
        guard let report = try checker.check(
            exerciseId: exerciseId, source: source, files: files, language: session.language.rawValue) else { return nil }
        let attempt = ExerciseAttempt(
            profile: ProgressStore.defaultProfile, exerciseId: exerciseId, passed: report.passed,
            checksPassed: report.checks.count(where: \.passed), checksTotal: report.checks.count, attemptedAt: clock())
        do {
            try record(.exerciseAttempt(attempt))
            return RecordedCheck(report: report, notSaved: nil)
        } catch {
            return RecordedCheck(report: report, notSaved: error)
        }
    }
}
