import Testing
@testable import Course

/// `expect: source` checks inside a report: judged on the code passed with the snapshot, their
/// `{found}` and `{expected}` in the learner's language, not run when the code did not compile.
struct SourceCheckReportTests {
    let exercise = Exercise(
        id: "x", lessonID: "y",
        checks: [Check(id: "weak", expectation: .source(.weakProperty(className: "Task", property: "delegate")),
                       position: SourcePosition(file: "f"))],
        texts: [.english: ExerciseText(title: nil, statement: nil, hints: [],
                                       checkMessages: ["weak": "expected {expected}; found {found}"], position: SourcePosition(file: "f"))],
        position: SourcePosition(file: "f"))
    let strong = "protocol P: AnyObject {}\nclass Task {\n    var delegate: P?\n}\n"

    @Test func aSourceCheckNamesTheLineInTheLearnersLanguage() {
        let snapshot = SnapshotSamples.navigation(stack: ["Task"])
        let english = evaluateChecks(of: exercise, against: snapshot, language: .english, source: strong)
        #expect(english.checks[0].status == .fail)
        #expect(english.checks[0].message == "expected `weak var delegate` in Task; found line 3: `var delegate: P?`")
        let chinese = evaluateChecks(of: exercise, against: snapshot, language: .simplifiedChinese, source: strong)
        #expect(chinese.checks[0].message == "expected Task中的`weak var delegate`; found 第3行：`var delegate: P?`")
        let fixed = strong.replacingOccurrences(of: "    var", with: "    weak var")
        #expect(evaluateChecks(of: exercise, against: snapshot, language: .english, source: fixed).passed)
    }

    @Test func notRunWhenTheCodeDidNotCompileButJudgedAfterACrash() {
        var snapshot = SnapshotSamples.navigation(stack: ["Task"])
        snapshot.status = .diagnostics
        let refused = evaluateChecks(of: exercise, against: snapshot, language: .english, source: strong)
        #expect(refused.checks[0].status == .notRun)
        #expect(refused.checks[0].message == "not checked: the code did not compile")
        snapshot.status = .exception
        let crashed = evaluateChecks(of: exercise, against: snapshot, language: .english, source: strong)
        #expect(crashed.checks[0].status == .fail)
    }
}
