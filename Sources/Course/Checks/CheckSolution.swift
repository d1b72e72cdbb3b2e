import Foundation

/// Runs `source` as the learner's solution of `exercise` and evaluates every check.
///
/// The runner gets the source as `main.swift` plus the exercise's given files (storyboards,
/// Info.plist), on the exercise's device and entry, then its actions. `learnerFiles` are the
/// learner's own storyboards and Info.plist: one named as a given file replaces it, others are
/// added. Messages are the exercise's own in `language`, else in English, else a built-in
/// generic one.
public func checkSolution(
    exercise: Exercise, source: String, language: Language, runner: any ProgramRunner,
    learnerFiles: [SourceFile] = []
) -> CheckReport {
    let learnerNames = Set(learnerFiles.map(\.name))
    let given = exercise.files.given.filter { !learnerNames.contains($0.name) } + learnerFiles
    let outcome = runner.run(
        files: [SourceFile(name: "main.swift", text: source)] + given, device: exercise.device,
        entry: exercise.entry, mainStoryboard: exercise.mainStoryboard, actions: exercise.actions)
    return evaluateChecks(of: exercise, against: outcome.snapshot, language: language, source: source)
}

/// Evaluates every check of `exercise` against a snapshot (the part of `checkSolution` after the
/// run); `expect: source` checks judge `source`, the learner's code.
public func evaluateChecks(
    of exercise: Exercise, against snapshot: AppSnapshot, language: Language, source: String = ""
) -> CheckReport {
    let phrases = Phrasebook(language: language)
    let needsTree = exercise.checks.contains { if case .source = $0.expectation { true } else { false } }
    let tree = needsTree ? LearnerSource(source) : nil
    let results = exercise.checks.map { check -> CheckResult in
        if !check.expectation.canBeJudged(after: snapshot.status) {
            return CheckResult(id: check.id, passed: false, message: phrases.notRun(snapshot.status), status: .notRun)
        }
        let evaluation = CheckEvaluator.evaluate(check.expectation, in: snapshot, source: tree)
        let template = exercise.text(in: language)?.checkMessages[check.id]
            ?? exercise.text(in: .english)?.checkMessages[check.id]
            ?? phrases.defaultCheckMessage(id: check.id)
        let message = phrases.counted(in: template, found: evaluation.found, expected: evaluation.expected)
            .replacingOccurrences(of: "{found}", with: phrases.render(evaluation.found))
            .replacingOccurrences(of: "{expected}", with: phrases.render(evaluation.expected))
        // A passed check's message is written for its failure: a pass carries none.
        return CheckResult(id: check.id, passed: evaluation.passed, message: evaluation.passed ? "" : message)
    }
    return CheckReport(
        exercise: exercise.id, passed: snapshot.status == .ok && results.allSatisfy(\.passed), status: snapshot.status,
        checks: results, diagnostics: snapshot.diagnostics, exception: snapshot.exception, problem: snapshot.problem,
        output: snapshot.output, limitMessage: snapshot.limitMessage)
}


extension Expectation {
    /// Whether a run that ended with `status` leaves something for this check to look at: a
    /// program that did not compile leaves nothing; one that crashed or hit a limit leaves what
    /// happened before (its trace, output and log, and the exception itself) but no final state
    /// of windows and controllers to judge.
    func canBeJudged(after status: RunStatus) -> Bool {
        switch status {
        case .ok: return true
        case .diagnostics: return false
        default:
            switch self {
            case .trace, .output, .log, .noException, .source: return true
            case .keyWindow, .isClass, .count, .property, .absent: return false
            }
        }
    }
}
