import Foundation
import SwiftSubset

/// Runs `source` as the learner's solution of `exercise` and evaluates every check.
///
/// Each of the exercise's runs gets the source as `main.swift` plus the exercise's given files
/// (storyboards, Info.plist), in a simulation of its own on its device, then its actions.
/// `learnerFiles` are the learner's own storyboards and Info.plist: one named as a given file
/// replaces it, others are added. A program that does not compile is run once: every run would
/// say the same. Messages are the exercise's own in `language`, else in English, else a
/// built-in generic one.
public func checkSolution(
    exercise: Exercise, source: String, language: Language, runner: any ProgramRunner,
    learnerFiles: [SourceFile] = []
) -> CheckReport {
    let learnerNames = Set(learnerFiles.map(\.name))
    let given = exercise.files.given.filter { !learnerNames.contains($0.name) } + learnerFiles
    var snapshots: [RunSnapshot] = []
    var parsedSource: ParsedProgram?
    for run in exercise.runs {
        let outcome = runner.runForSnapshot(
            files: [SourceFile(name: "main.swift", text: source)] + given, device: run.device,
            entry: exercise.entry, mainStoryboard: exercise.mainStoryboard, actions: run.actions)
        snapshots.append(RunSnapshot(run: run, snapshot: outcome.snapshot))
        parsedSource = parsedSource ?? outcome.parsedSource
        if outcome.status == .diagnostics { break }
    }
    return evaluateChecks(of: exercise, against: snapshots, language: language, source: source, parsedSource: parsedSource)
}

/// One run of an exercise and the state it ended in.
public struct RunSnapshot: Sendable, Hashable {
    /// The run.
    public var run: ExerciseRun
    /// The state after it.
    public var snapshot: AppSnapshot

    /// Pairs a run with its final state.
    public init(run: ExerciseRun, snapshot: AppSnapshot) {
        self.run = run
        self.snapshot = snapshot
    }
}

/// Evaluates every check of `exercise` against one snapshot, as the state after each of its
/// runs; `expect: source` checks judge `source`, the learner's code.
public func evaluateChecks(
    of exercise: Exercise, against snapshot: AppSnapshot, language: Language, source: String = ""
) -> CheckReport {
    evaluateChecks(of: exercise, against: exercise.runs.map { RunSnapshot(run: $0, snapshot: snapshot) },
                   language: language, source: source)
}

/// Evaluates every check of `exercise` against the states its runs ended in (the part of
/// `checkSolution` after the runs). A check scoped to one run looks at that run alone; the
/// others must hold after every run, and the first run where one does not is the one its
/// result names. A program that did not compile has a single snapshot, which stands for every
/// run. The report's status, exception, problem and output are those of the first run that
/// ended badly, else of the first run. `expect: source` checks judge `source`, the learner's
/// code, once: they name no run. `parsedSource`: `source` as a run parsed it, when it did.
public func evaluateChecks(
    of exercise: Exercise, against runs: [RunSnapshot], language: Language, source: String = "",
    parsedSource: ParsedProgram? = nil
) -> CheckReport {
    let phrases = Phrasebook(language: language)
    let needsTree = exercise.checks.contains { $0.expectation.readsSource }
    let tree = needsTree ? LearnerSource(source, parsed: parsedSource?.tree) : nil
    let needsStarter = exercise.checks.contains { $0.expectation.comparesWithStarter }
    let starter = needsStarter ? LearnerSource(exercise.files.starter?.text ?? "") : nil
    let failed = runs.first { $0.snapshot.status != .ok }
    let shown = (failed ?? runs.first)?.snapshot ?? AppSnapshot(status: .diagnostics)
    let several = exercise.runs.count > 1 && shown.status != .diagnostics
    let results = exercise.checks.map { check -> CheckResult in
        let judgedOnce = shown.status == .diagnostics || check.expectation.judgesSource
        let scope = judgedOnce ? Array(runs.prefix(1)) : runs.filter { check.run == nil || $0.run.id == check.run }
        var result = CheckResult(id: check.id, passed: true, message: "")
        for run in scope {
            result = evaluate(check, of: exercise, in: run.snapshot, source: tree, starter: starter, phrases: phrases)
            guard result.passed else {
                if several && !judgedOnce { result.run = run.run.id; result.message = phrases.inRun(run.run, result.message) }
                break
            }
        }
        return result
    }
    return CheckReport(
        exercise: exercise.id, passed: failed == nil && !runs.isEmpty && results.allSatisfy(\.passed), status: shown.status,
        checks: results, diagnostics: shown.diagnostics, exception: shown.exception, problem: shown.problem,
        output: shown.output, limitMessage: shown.limitMessage, kind: exercise.kind)
}

/// One check against the state after one run.
private func evaluate(
    _ check: Check, of exercise: Exercise, in snapshot: AppSnapshot, source: LearnerSource?, starter: LearnerSource?,
    phrases: Phrasebook
) -> CheckResult {
    if !check.expectation.canBeJudged(after: snapshot.status) {
        return CheckResult(id: check.id, passed: false, message: phrases.notRun(snapshot.status), status: .notRun)
    }
    let evaluation = CheckEvaluator.evaluate(check.expectation, in: snapshot, source: source, starter: starter)
    // A passed check's message is written for its failure: a pass carries none, and its
    // message is not composed (filling a template costs Foundation searches through the text).
    guard !evaluation.passed else { return CheckResult(id: check.id, passed: true, message: "") }
    let template = exercise.text(in: phrases.language)?.checkMessages[check.id]
        ?? exercise.text(in: .english)?.checkMessages[check.id]
        ?? phrases.defaultCheckMessage(id: check.id)
    let message = phrases.counted(in: template, found: evaluation.found, expected: evaluation.expected)
        .replacingOccurrences(of: "{found}", with: phrases.render(evaluation.found))
        .replacingOccurrences(of: "{expected}", with: phrases.render(evaluation.expected))
        .replacingOccurrences(of: "{line}", with: evaluation.line.map(String.init) ?? "?")
    return CheckResult(id: check.id, passed: false, message: message)
}


extension Expectation {
    /// Whether the check looks at the learner's code rather than at a run.
    var judgesSource: Bool {
        if case .source = self { true } else { false }
    }

    /// Whether the check reads the learner's code (a source rule, or a prediction written in it).
    var readsSource: Bool {
        switch self {
        case .source, .prediction: true
        default: false
        }
    }

    /// Whether the check compares the learner's code with the exercise's starter.
    var comparesWithStarter: Bool {
        if case .source(.programUnchanged) = self { true } else { false }
    }

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
            case .trace, .output, .log, .noException, .outputCount, .source, .prediction: return true
            case .keyWindow, .isClass, .count, .property, .absent, .each: return false
            }
        }
    }
}
