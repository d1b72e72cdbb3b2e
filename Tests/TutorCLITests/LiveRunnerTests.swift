import Course
import Foundation
import Testing
@testable import TutorCLI

/// `vctutor check` and `output` quiz questions with the services `vctutor` really uses: the
/// course in the repository and the simulator runner (contract.md, "`vctutor check --json`").
@Suite struct LiveRunnerTests {
    static let exerciseFolder = "Lessons/windows/exercises/show-the-window"

    func harness() throws -> TestHarness {
        let probe = try TestHarness()
        return try TestHarness(services: .discover(courseRoot: probe.context.courseRoot))
    }

    func path(_ relative: String, in harness: TestHarness) throws -> String {
        let root = try #require(harness.context.courseRoot)
        return "\(root)/\(Self.exerciseFolder)/\(relative)"
    }

    /// A scene exercise's copy carries its Info.plist, so that `run` on the folder launches the
    /// app with its scene manifest, as `check` does (found by a tester: the folder ran as an
    /// app without scenes and showed no window).
    @Test func anExercisesCopyHasItsInfoPlist() throws {
        let harness = try harness()
        #expect(harness.run("exercises", "scene-builds-the-window", "--no-color") == 0)
        let copy = harness.folder.path + "/exercises/scene-builds-the-window/Info.plist"
        let root = try #require(harness.context.courseRoot)
        let given = "\(root)/Lessons/scenes/exercises/scene-builds-the-window/Info.plist"
        #expect(try String(contentsOfFile: copy, encoding: .utf8) == String(contentsOfFile: given, encoding: .utf8))
    }

    @Test func aCorrectSolutionPassesWithExitZeroAndTheContractsJSON() throws {
        let harness = try harness()
        let status = harness.run("check", "show-the-window", try path("solution.swift", in: harness), "--json")
        #expect(status == ExitStatus.success)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(harness.output.text.utf8)) as? [String: Any])
        #expect(object["exercise"] as? String == "show-the-window")
        #expect(object["passed"] as? Bool == true)
        #expect(object["status"] as? String == "ok")
        #expect((object["diagnostics"] as? [Any])?.isEmpty == true)
        #expect(object["exception"] is NSNull)
        let checks = try #require(object["checks"] as? [[String: Any]])
        #expect(checks.map { $0["id"] as? String } == ["window-is-key", "root-is-welcome", "welcome-appeared", "no-crash"])
        #expect(checks.allSatisfy { $0["passed"] as? Bool == true })
    }

    @Test func codeThatDoesNotCompileIsShownWithItsPlaceAndNoChecks() throws {
        let harness = try harness()
        let file = harness.folder.appendingPathComponent("Broken.swift").path
        try "import UIKit\nlet count: Int = \"two\"\n".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(harness.run("check", "show-the-window", file, "--no-color") == ExitStatus.failure)
        // The message and column are swiftc's for the same line.
        #expect(harness.output.text.contains("""
            main.swift:2:18: error: cannot convert value of type 'String' to specified type 'Int'
            let count: Int = "two"
                             ^
            """))
        #expect(!harness.output.text.contains("✗"))
    }

    @Test func aCrashNamesTheLineItHappenedOn() throws {
        let harness = try harness()
        let file = harness.folder.appendingPathComponent("Crash.swift").path
        try "import UIKit\nlet names: [String] = []\nprint(names[0])\n".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(harness.run("check", "show-the-window", file, "--no-color") == ExitStatus.failure)
        #expect(harness.output.text.contains("The app crashed:\nmain.swift:3:1: Fatal error: Index out of range\nprint(names[0])\n^\n"))
    }

    @Test func failedCheckMessagesWrapToTheTerminalUnderTheirText() throws {
        let harness = try harness()   // a 60-column terminal
        #expect(harness.run("check", "show-the-window", try path("starter.swift", in: harness), "--no-color") == ExitStatus.failure)
        let lines = harness.output.text.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.count <= 60 }, "\(lines)")
        let first = try #require(lines.firstIndex { $0.hasPrefix("✗ The window's root view controller") })
        #expect(lines[first + 1].hasPrefix("  ") && !lines[first + 1].hasPrefix("   "))
    }

    @Test func aMistakeFailsItsCheckWithExitOne() throws {
        let harness = try harness()
        let status = harness.run("check", "show-the-window", try path("mistakes/forgot-make-key.swift", in: harness), "--json")
        #expect(status == ExitStatus.failure)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(harness.output.text.utf8)) as? [String: Any])
        #expect(object["passed"] as? Bool == false)
        #expect(object["status"] as? String == "ok")
        let checks = try #require(object["checks"] as? [[String: Any]])
        let windowCheck = try #require(checks.first { $0["id"] as? String == "window-is-key" })
        #expect(windowCheck["passed"] as? Bool == false)
    }

    @Test func anUnknownExerciseOrAMissingFileIsAUsageError() throws {
        let harness = try harness()
        #expect(harness.run("check", "no-such-exercise", try path("solution.swift", in: harness)) == ExitStatus.usage)
        #expect(harness.run("check", "show-the-window", "/no/such/file.swift") == ExitStatus.usage)
    }

    @Test func outputQuestionsAreAskedWithTheComputedOrder() throws {
        let harness = try harness()
        let root = try #require(harness.context.courseRoot)
        let course = LiveCourse(course: LazyCourse(root: URL(fileURLWithPath: root)), runner: SimulatorProgramRunner(), seed: 7)
        let question = try #require(try course.quiz(id: "appearance", language: "en")?.first { $0.id == "push-from-did-appear" })
        // The order the lesson's author expects (Lessons/appearance/lesson.yaml; uikit-behaviour.md, "Appearance").
        let expected = [
            "List viewDidLoad", "List viewWillAppear", "List viewDidAppear", "Detail viewDidLoad",
            "List viewWillDisappear", "Detail viewWillAppear", "List viewDidDisappear", "Detail viewDidAppear",
        ]
        #expect(question.choices.sorted() == expected.sorted())
        let letters = expected.map { line -> String in
            let index = question.choices.firstIndex(of: line) ?? 0
            return String(UnicodeScalar(UInt8(97 + index)))
        }
        #expect(question.accepts(letters.joined(separator: " ")))
        #expect(!question.accepts(letters.reversed().joined(separator: " ")))

        let withoutRunner = LiveCourse(course: LazyCourse(root: URL(fileURLWithPath: root)), runner: nil, seed: 7)
        #expect(try withoutRunner.quiz(id: "appearance", language: "en")?.contains { $0.id == "push-from-did-appear" } == false)
    }
}
