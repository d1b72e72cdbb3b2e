import Foundation

/// Runs `source` as the learner's solution of `exercise` and evaluates every check.
///
/// The runner gets the source as `main.swift` plus the exercise's given files (storyboards,
/// Info.plist), on the exercise's device and entry, then its actions. Messages are the
/// exercise's own in `language`, else in English, else a built-in generic one.
public func checkSolution(
    exercise: Exercise, source: String, language: Language, runner: any ProgramRunner
) -> CheckReport {
    let outcome = runner.run(
        files: [SourceFile(name: "main.swift", text: source)] + exercise.files.given, device: exercise.device,
        entry: exercise.entry, mainStoryboard: exercise.mainStoryboard, actions: exercise.actions)
    return evaluateChecks(of: exercise, against: outcome.snapshot, language: language)
}

/// Evaluates every check of `exercise` against a snapshot (the part of `checkSolution` after the run).
public func evaluateChecks(of exercise: Exercise, against snapshot: AppSnapshot, language: Language) -> CheckReport {
    let phrases = Phrasebook(language: language)
    let results = exercise.checks.map { check -> CheckResult in
        let evaluation = CheckEvaluator.evaluate(check.expectation, in: snapshot)
        let template = exercise.text(in: language)?.checkMessages[check.id]
            ?? exercise.text(in: .english)?.checkMessages[check.id]
            ?? phrases.defaultCheckMessage(id: check.id)
        let message = template
            .replacingOccurrences(of: "{found}", with: phrases.render(evaluation.found))
            .replacingOccurrences(of: "{expected}", with: phrases.render(evaluation.expected))
        return CheckResult(id: check.id, passed: evaluation.passed, message: message)
    }
    return CheckReport(
        exercise: exercise.id, passed: snapshot.status == .ok && results.allSatisfy(\.passed), status: snapshot.status,
        checks: results, diagnostics: snapshot.diagnostics, exception: snapshot.exception, problem: snapshot.problem,
        limitMessage: snapshot.limitMessage)
}

