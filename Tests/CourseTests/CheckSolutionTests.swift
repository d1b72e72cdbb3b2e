import Foundation
import Testing
@testable import Course

struct CheckSolutionTests {
    func exercise() throws -> Exercise { try #require(try Fixtures.tinyCourse().exercise(id: "first-root")) }

    func report(_ snapshot: AppSnapshot, _ language: Language = .english) throws -> CheckReport {
        evaluateChecks(of: try exercise(), against: snapshot, language: language)
    }

    @Test func aCorrectStatePassesEveryCheck() throws {
        let result = try report(SnapshotSamples.navigation(stack: ["InboxViewController"]))
        #expect(result.passed)
        #expect(result.failedCheckIDs.isEmpty)
        #expect(result.status == .ok)
    }

    @Test func anEmptyStackFailsOnlyTheCountCheckWithFoundAndExpectedFilledIn() throws {
        let result = try report(SnapshotSamples.navigation(stack: []))
        #expect(result.failedCheckIDs == ["stack-has-one", "title-set"])
        #expect(result.checks[2].message == "the stack holds 0 controllers; it should hold 1")
        #expect(result.checks[3].message == "the top controller's title is unknown: there is no such controller; it should be 'Inbox'")
    }

    @Test func theWrongRootIsDescribed() throws {
        var snapshot = SnapshotSamples.navigation(stack: [])
        snapshot.controllers[0].className = "UITabBarController"
        snapshot.controllers[0].superclasses = ["UIViewController"]
        let result = try report(snapshot)
        #expect(result.checks[1].message
            == "the window's root is a UITabBarController with no tabs; it should be a UINavigationController")
    }

    @Test func aNavigationRootWithAnEmptyStackIsDescribedThatWay() throws {
        let exercise = Exercise(
            id: "x", lessonID: "y", device: .iphone, entry: .app, mainStoryboard: nil, actions: [],
            checks: [Check(id: "tab", expectation: .isClass(at: ControllerPath("root")!, className: "UITabBarController"),
                           position: SourcePosition(file: "f"))],
            mistakes: [:], files: ExerciseFiles(),
            texts: [.english: ExerciseText(title: nil, statement: nil, hints: [],
                                           checkMessages: ["tab": "the root is {found}"], position: SourcePosition(file: "f"))],
            position: SourcePosition(file: "f"))
        let english = evaluateChecks(of: exercise, against: SnapshotSamples.navigation(stack: []), language: .english)
        #expect(english.checks[0].message == "the root is a UINavigationController whose stack is empty")
        let two = evaluateChecks(of: exercise, against: SnapshotSamples.navigation(stack: ["A", "B"]), language: .english)
        #expect(two.checks[0].message == "the root is a UINavigationController with 2 controllers, B on top")
        // Russian falls back to the English message template, with Russian descriptions.
        let russian = evaluateChecks(of: exercise, against: SnapshotSamples.navigation(stack: ["A", "B"]), language: .russian)
        #expect(russian.checks[0].message == "the root is UINavigationController с 2 контроллерами в стеке, сверху B")
    }

    @Test func aWindowThatIsNotKeyFailsTheWindowCheckOnly() throws {
        let result = try report(SnapshotSamples.navigation(stack: ["InboxViewController"], key: false))
        #expect(result.failedCheckIDs == ["window-is-key"])
        #expect(result.checks[0].message
            == "the window is a window that is not key (was makeKeyAndVisible called?); it should be a key, visible window")
    }

    @Test func messagesAreInTheChosenLanguage() throws {
        let result = try report(SnapshotSamples.navigation(stack: []), .russian)
        #expect(result.checks[2].message == "в стеке 0 контроллеров; нужно 1")
    }

    @Test func aProgramThatDidNotRunFailsEveryCheck() throws {
        let diagnostic = Diagnostic(severity: "error", line: 3, column: 9, message: "cannot find 'x' in scope", id: "unknown-name")
        let result = try report(AppSnapshot(diagnostics: [diagnostic], status: .diagnostics))
        #expect(!result.passed)
        #expect(result.status == .diagnostics)
        #expect(result.failedCheckIDs.count == 4)
        #expect(result.diagnostics == [diagnostic])
        // Checks that could not look at anything say so, not a garbled sentence (issue: "the
        // tab bar controller has a program that did not run (…) tabs").
        #expect(result.checks.allSatisfy { $0.status == .notRun && $0.message == "not checked: the code did not compile" })
    }

    @Test func afterACrashStateChecksAreNotRunAndWhatHappenedIsStillJudged() throws {
        var snapshot = SnapshotSamples.navigation(stack: ["InboxViewController"])
        snapshot.status = .exception
        snapshot.exception = ExceptionInfo(name: "SwiftRuntimeError", reason: "Fatal error: Index out of range")
        let exercise = Exercise(
            id: "x", lessonID: "y", device: .iphone, entry: .app, mainStoryboard: nil, actions: [],
            checks: [
                Check(id: "root", expectation: .isClass(at: ControllerPath("root")!, className: "UINavigationController"),
                      position: SourcePosition(file: "f")),
                Check(id: "no-crash", expectation: .noException, position: SourcePosition(file: "f")),
            ],
            mistakes: [:], files: ExerciseFiles(),
            texts: [.english: ExerciseText(title: nil, statement: nil, hints: [],
                                           checkMessages: ["no-crash": "the app stopped: {found}"], position: SourcePosition(file: "f"))],
            position: SourcePosition(file: "f"))
        let result = evaluateChecks(of: exercise, against: snapshot, language: .english)
        #expect(result.checks[0].status == .notRun)
        #expect(result.checks[0].message == "not checked: the app crashed first")
        #expect(result.checks[1].status == .fail)
        // A Swift runtime error reads as Swift prints it, without the interpreter's own name.
        #expect(result.checks[1].message == "the app stopped: Fatal error: Index out of range")
        let chinese = evaluateChecks(of: exercise, against: snapshot, language: .simplifiedChinese)
        #expect(chinese.checks[0].message == "未检查：应用先崩溃了")
    }

    @Test func aPassedCheckCarriesNoFailureWording() throws {
        let result = try report(SnapshotSamples.navigation(stack: ["InboxViewController"]))
        #expect(result.checks.allSatisfy { $0.status == .pass && $0.message.isEmpty })
        let json = String(decoding: try JSONEncoder().encode(result.checks[0]), as: UTF8.self)
        #expect(json.contains("\"status\":\"pass\""))
        // Results written before `status` existed still decode.
        let old = try JSONDecoder().decode(CheckResult.self, from: Data(#"{"id":"a","passed":false,"message":"m"}"#.utf8))
        #expect(old.status == .fail)
    }

    @Test func noRootReadsAsNil() throws {
        var snapshot = SnapshotSamples.navigation(stack: [])
        snapshot.windows = []
        let result = try report(snapshot)
        #expect(result.checks[1].message == "the window's root is nil: there is no window at all; it should be a UINavigationController")
    }

    @Test func checkSolutionRunsTheSourceWithTheExercisesSettings() throws {
        let runner = FakeRunner(outcomes: ["good": SnapshotSamples.navigation(stack: ["InboxViewController"])])
        let result = checkSolution(exercise: try exercise(), source: "// outcome: good\n", language: .english, runner: runner)
        #expect(result.passed)
        #expect(runner.calls.all == ["good app iphone"])
    }

    @Test func jsonHasTheContractsKeysAndNullException() throws {
        let result = try report(SnapshotSamples.navigation(stack: []))
        let data = try JSONEncoder().encode(result)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        // The contract's keys, and `kind` (docs/contract-additions.md).
        #expect(Set(object.keys) == ["exercise", "kind", "passed", "status", "checks", "diagnostics", "exception"])
        #expect(object["exception"] is NSNull)
        #expect(object["status"] as? String == "ok")
        #expect(object["exercise"] as? String == "first-root")
        let checks = try #require(object["checks"] as? [[String: Any]])
        // The contract's keys, plus `status` (pass, fail or not-run), added to it.
        #expect(Set(checks[0].keys) == ["id", "passed", "message", "status"])
        let decoded = try JSONDecoder().decode(CheckReport.self, from: data)
        #expect(decoded == result)
    }
}

struct CheckEvaluatorTests {
    let path = { (text: String) in ControllerPath(text)! }

    @Test func traceStepsMatchInOrderWithOthersBetween() {
        let trace = [
            TraceEvent(object: "ListViewController", event: "viewDidLoad"),
            TraceEvent(object: "ListViewController", event: "prepare(for:sender:)", detail: "showDetail"),
            TraceEvent(object: "DetailViewController#2", event: "loadView"),
            TraceEvent(object: "DetailViewController#2", event: "viewDidLoad"),
        ]
        let snapshot = AppSnapshot(trace: trace)
        let inOrder = Expectation.trace(contains: [
            TraceStep(object: "ListViewController", event: "prepare(for:sender:)", detail: "showDetail"),
            TraceStep(object: "DetailViewController", event: "viewDidLoad"),
        ])
        #expect(CheckEvaluator.evaluate(inOrder, in: snapshot).passed)
        let reversed = Expectation.trace(contains: [
            TraceStep(object: "DetailViewController", event: "viewDidLoad"),
            TraceStep(object: "ListViewController", event: "prepare(for:sender:)"),
        ])
        let evaluation = CheckEvaluator.evaluate(reversed, in: snapshot)
        #expect(!evaluation.passed)
        #expect(Phrasebook(language: .english).render(evaluation.found)
            == "no ListViewController.prepare(for:sender:) after DetailViewController.viewDidLoad")
        let wrongInstance = Expectation.trace(contains: [TraceStep(object: "DetailViewController#1", event: "viewDidLoad")])
        #expect(!CheckEvaluator.evaluate(wrongInstance, in: snapshot).passed)
    }

    @Test func pathsFollowTheLinks() throws {
        let snapshot = SnapshotSamples.navigation(stack: ["A", "B"])
        #expect(CheckEvaluator.resolve(path("root.top"), in: snapshot)?.className == "B")
        #expect(CheckEvaluator.resolve(path("root.viewControllers[0]"), in: snapshot)?.className == "A")
        #expect(CheckEvaluator.resolve(path("root.children[1].parent"), in: snapshot)?.className == "UINavigationController")
        #expect(CheckEvaluator.resolve(path("root.viewControllers[5]"), in: snapshot) == nil)
        #expect(CheckEvaluator.resolve(path("root.presented"), in: snapshot) == nil)
        #expect(CheckEvaluator.evaluate(.absent(at: path("root.presented")), in: snapshot).passed)
        #expect(CheckEvaluator.evaluate(.property(at: path("root.top"), name: "count", equals: "3"), in: snapshot).passed)
        #expect(!CheckEvaluator.evaluate(.property(at: path("root.top"), name: "missing", equals: "3"), in: snapshot).passed)
    }

    @Test func subclassesPassClassChecks() {
        var snapshot = SnapshotSamples.navigation(stack: [])
        snapshot.controllers[0].className = "RoundedNavigationController"
        snapshot.controllers[0].superclasses = ["UINavigationController", "UIViewController"]
        #expect(CheckEvaluator.evaluate(.isClass(at: path("root"), className: "UINavigationController"), in: snapshot).passed)
        #expect(!CheckEvaluator.evaluate(.isClass(at: path("root"), className: "UITabBarController"), in: snapshot).passed)
    }

    @Test func exceptionsAndLimitsFailNoException() {
        let thrown = AppSnapshot(exception: ExceptionInfo(name: "NSInvalidArgumentException", reason: "bad"), status: .exception)
        let evaluation = CheckEvaluator.evaluate(.noException, in: thrown)
        #expect(!evaluation.passed)
        #expect(Phrasebook(language: .english).render(evaluation.found) == "NSInvalidArgumentException: bad")
        #expect(!CheckEvaluator.evaluate(.noException, in: AppSnapshot(status: .limit)).passed)
        #expect(CheckEvaluator.evaluate(.noException, in: AppSnapshot()).passed)
    }

    @Test func outputAndLogContain() {
        let snapshot = AppSnapshot(output: "Selected: Milk\n", log: ["Attempt to present <B> on <A> whose view is not in the window hierarchy."])
        #expect(CheckEvaluator.evaluate(.output(contains: "Selected: Milk"), in: snapshot).passed)
        #expect(!CheckEvaluator.evaluate(.output(contains: "Selected: Eggs"), in: snapshot).passed)
        #expect(CheckEvaluator.evaluate(.log(contains: "not in the window hierarchy"), in: snapshot).passed)
    }

    @Test(arguments: [(1, "контроллер"), (2, "контроллера"), (5, "контроллеров"), (11, "контроллеров"), (21, "контроллер"), (22, "контроллера")])
    func russianPlurals(count: Int, expected: String) {
        #expect(Phrasebook.russianPlural(count, "контроллер", "контроллера", "контроллеров") == expected)
    }
}

/// Counts read as a person writes them (issue: "1 controllers").
struct CountedFindingTests {
    @Test(arguments: [
        (Language.english, 1, "controller", "1 controller"), (.english, 2, "tab", "2 tabs"),
        (.russian, 1, "controller", "1 контроллер"), (.russian, 3, "controller", "3 контроллера"),
        (.russian, 11, "tab", "11 вкладок"), (.russian, 21, "tab", "21 вкладка"),
        (.simplifiedChinese, 2, "tab", "2个标签页"),
    ])
    func aCountAgreesWithItsNoun(language: Language, count: Int, noun: String, expected: String) {
        #expect(Phrasebook.counted(count, noun, language) == expected)
    }

    @Test func theTemplateSlotTakesTheNoun() {
        let phrases = Phrasebook(language: .english)
        #expect(phrases.counted(in: "holds {found:controller}; should hold {expected}", found: .number(1), expected: .number(2))
            == "holds 1 controller; should hold {expected}")
    }
}

