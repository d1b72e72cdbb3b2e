import Foundation
import Testing
@testable import Course

/// Several runs per exercise (`runs:`), checks scoped to one, and the report naming the run.
struct ExerciseRunsTests {
    static let file = "Lessons/alpha/exercises/first-root/exercise.yaml"

    /// The tiny course's first exercise with its `device:` line replaced by `replacement` and
    /// `extraChecks` before `mistakes:`.
    func load(replacing replacement: String, extraChecks: String = "") throws -> CourseLoadResult {
        let root = try Fixtures.copyOfTiny()
        let original = try String(contentsOf: root.appendingPathComponent(Self.file), encoding: .utf8)
        try Fixtures.write(original.replacingOccurrences(of: "device: iphone\n", with: replacement)
            .replacingOccurrences(of: "mistakes:", with: extraChecks + "mistakes:"), to: Self.file, in: root)
        return CourseLoader(root: root).load()
    }

    @Test func theSingleFormIsOneRunNamedMain() throws {
        let exercise = try #require(try Fixtures.tinyCourse().exercise(id: "first-root"))
        #expect(exercise.runs == [ExerciseRun(id: "main", device: .iphone, actions: [])])
    }

    @Test func runsAreReadWithTheirDevicesAndActionsAndChecksNameThem() throws {
        let result = try load(replacing: """
            runs:
              - id: phone
                device: iphone
                actions: [tap-back]
              - id: tablet
                device: ipad
                actions:
                  - tap-row: 1

            """, extraChecks: """
              - id: tablet-only
                run: tablet
                expect: no-exception

            """)
        #expect(result.problems.isEmpty)
        let exercise = try #require(result.course.exercise(id: "first-root"))
        #expect(exercise.runs == [
            ExerciseRun(id: "phone", device: .iphone, actions: [.tapBack]),
            ExerciseRun(id: "tablet", device: .ipad, actions: [.tapRow(1)]),
        ])
        #expect(exercise.check(id: "tablet-only")?.run == "tablet")
        #expect(exercise.check(id: "window-is-key")?.run == nil)
    }

    @Test func anUnknownRunBothFormsAndDuplicateRunIDsAreReported() throws {
        let result = try load(replacing: """
            device: iphone
            runs:
              - id: phone
                device: iphone
              - id: phone
                device: ipad

            """, extraChecks: """
              - id: nowhere
                run: tablet
                expect: no-exception

            """)
        let messages = result.problems.map(\.message)
        #expect(messages.contains { $0.contains("'device' is given both at the top and under 'runs:'") })
        #expect(messages.contains { $0.contains("run id 'phone' is used twice") })
        #expect(messages.contains { $0.contains("check 'nowhere' names run 'tablet', which 'runs:' does not have") })
    }

    /// Two runs; the check `stack-has-one` holds after the first only.
    func twoRuns() throws -> Exercise {
        var exercise = try #require(try Fixtures.tinyCourse().exercise(id: "first-root"))
        exercise.runs = [
            ExerciseRun(id: "launch", device: .iphone, actions: []),
            ExerciseRun(id: "back", device: .ipad, actions: [.tapBack, .swipeForward]),
        ]
        return exercise
    }

    @Test func aCheckFailingInOneRunNamesThatRunInItsMessageAndField() throws {
        let exercise = try twoRuns()
        let report = evaluateChecks(of: exercise, against: [
            RunSnapshot(run: exercise.runs[0], snapshot: SnapshotSamples.navigation(stack: ["InboxViewController"])),
            RunSnapshot(run: exercise.runs[1], snapshot: SnapshotSamples.navigation(stack: ["A", "InboxViewController"])),
        ], language: .english)
        #expect(!report.passed)
        #expect(report.failedCheckIDs == ["stack-has-one"])
        let failed = try #require(report.checks.first { $0.id == "stack-has-one" })
        #expect(failed.run == "back")
        #expect(failed.message == "[run “back”, on an iPad, after launch: tap-back, swipe-forward] "
            + "the stack holds 2 controllers; it should hold 1")
        #expect(report.checks.first { $0.id == "window-is-key" }?.run == nil)
        let russian = evaluateChecks(of: exercise, against: [
            RunSnapshot(run: exercise.runs[0], snapshot: SnapshotSamples.navigation(stack: ["InboxViewController"])),
            RunSnapshot(run: exercise.runs[1], snapshot: SnapshotSamples.navigation(stack: ["A", "InboxViewController"])),
        ], language: .russian)
        #expect(russian.checks.first { $0.id == "stack-has-one" }?.message.hasPrefix(
            "[прогон «back», на iPad, после запуска: tap-back, swipe-forward] ") == true)
    }

    @Test func aScopedCheckLooksAtItsRunOnly() throws {
        var exercise = try twoRuns()
        exercise.checks[2].run = "launch"
        let report = evaluateChecks(of: exercise, against: [
            RunSnapshot(run: exercise.runs[0], snapshot: SnapshotSamples.navigation(stack: ["InboxViewController"])),
            RunSnapshot(run: exercise.runs[1], snapshot: SnapshotSamples.navigation(stack: ["A", "InboxViewController"])),
        ], language: .english)
        #expect(report.passed)
    }

    @Test func aRunThatCrashedMakesTheReportItsAndItsStateChecksNotRun() throws {
        let exercise = try twoRuns()
        let crashed = AppSnapshot(exception: ExceptionInfo(name: "NSRangeException", reason: "out of bounds"), status: .exception)
        let report = evaluateChecks(of: exercise, against: [
            RunSnapshot(run: exercise.runs[0], snapshot: SnapshotSamples.navigation(stack: ["InboxViewController"])),
            RunSnapshot(run: exercise.runs[1], snapshot: crashed),
        ], language: .english)
        #expect(report.status == .exception)
        #expect(report.exception?.name == "NSRangeException")
        #expect(report.checks.allSatisfy { $0.status == .notRun && $0.run == "back" })
    }

    @Test func aProgramThatDoesNotCompileIsRunOnceAndNoRunIsNamed() throws {
        let exercise = try twoRuns()
        let runner = FakeRunner(outcomes: [:])
        let report = checkSolution(exercise: exercise, source: "// outcome: broken", language: .english, runner: runner)
        #expect(runner.calls.all == ["broken app iphone"])
        #expect(report.status == .diagnostics)
        #expect(report.checks.allSatisfy { $0.status == .notRun && $0.run == nil })
    }

    @Test func everyRunGetsItsOwnDeviceAndTheJSONNamesTheRun() throws {
        let exercise = try twoRuns()
        let runner = FakeRunner(outcomes: ["fine": SnapshotSamples.navigation(stack: ["A", "InboxViewController"])])
        let report = checkSolution(exercise: exercise, source: "// outcome: fine", language: .english, runner: runner)
        #expect(runner.calls.all == ["fine app iphone", "fine app ipad"])
        let json = String(decoding: try JSONEncoder().encode(report), as: UTF8.self)
        #expect(json.contains(#""run":"launch""#))
        let decoded = try JSONDecoder().decode(CheckReport.self, from: Data(json.utf8))
        #expect(decoded.checks.first { $0.id == "stack-has-one" }?.run == "launch")
    }
}

/// The new kinds as `exercise.yaml` writes them.
struct WholeStateKindsLoadingTests {
    func load(_ checks: String) throws -> CourseLoadResult {
        let root = try Fixtures.copyOfTiny()
        let file = ExerciseRunsTests.file
        let original = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        try Fixtures.write(original.replacingOccurrences(of: "mistakes:", with: checks + "mistakes:"), to: file, in: root)
        return CourseLoader(root: root).load()
    }

    @Test func timesClassesTitlesAndPrintedStepsAreRead() throws {
        let result = try load("""
              - id: once
                expect: output
                contains: "Home says:"
                times: 1
              - id: alone
                expect: classes
                at: root.viewControllers
                equals: [InboxViewController]
              - id: titled
                expect: titles
                at: root.viewControllers
                equals: [Inbox]
              - id: ordered
                expect: trace
                contains:
                  - {object: InboxViewController, event: viewDidLoad}
                  - {printed: "loaded"}

            """)
        #expect(result.problems.isEmpty)
        let exercise = try #require(result.course.exercise(id: "first-root"))
        let root = try #require(ControllerPath("root.viewControllers"))
        #expect(exercise.check(id: "once")?.expectation == .outputCount(contains: "Home says:", times: 1))
        #expect(exercise.check(id: "alone")?.expectation == .each(at: root, facet: .classes, equals: ["InboxViewController"]))
        #expect(exercise.check(id: "titled")?.expectation == .each(at: root, facet: .titles, equals: ["Inbox"]))
        #expect(exercise.check(id: "ordered")?.expectation == .trace(contains: [
            TraceStep(object: "InboxViewController", event: "viewDidLoad"), TraceStep(printed: "loaded"),
        ]))
    }

    @Test func aWholeCollectionCheckNeedsACollectionPath() throws {
        let result = try load("""
              - id: alone
                expect: classes
                at: root.top
                equals: [InboxViewController]

            """)
        #expect(result.problems.map(\.id) == [.invalidPath])
        #expect(result.problems.first?.message.contains("'classes' needs a path ending in .viewControllers or .children") == true)
    }
}
