import Foundation
import Testing
@testable import TutorCLI

@Suite struct WorkspaceCommandTests {
    func mainFile(_ harness: TestHarness, _ id: String = "root-in-code") -> String {
        harness.folder.path + "/exercises/\(id)/main.swift"
    }

    @Test func openingAnExerciseCopiesTheStarterOnceAndSaysWhereItIs() throws {
        let harness = try TestHarness(services: .fakeExercises)
        #expect(harness.run("exercises", "root-in-code", "--no-color") == 0)
        #expect(try String(contentsOfFile: mainFile(harness), encoding: .utf8) == "// starter of root-in-code\n")
        #expect(FileManager.default.fileExists(atPath: harness.folder.path + "/exercises/root-in-code/Main.storyboard"))
        #expect(harness.output.text.contains("Make a window key."))
        #expect(harness.output.text.contains("Your file: \(mainFile(harness))"))
        // The learner's edits survive opening it again.
        try "// mine\n".write(toFile: mainFile(harness), atomically: true, encoding: .utf8)
        #expect(harness.run("exercises", "root-in-code") == 0)
        #expect(try String(contentsOfFile: mainFile(harness), encoding: .utf8) == "// mine\n")
    }

    @Test func checkWithoutAFileChecksTheWorkspaceCopyAndRecordsIt() throws {
        let harness = try TestHarness(services: .fakeExercises)
        #expect(harness.run("check", "root-in-code", "--no-color") == ExitStatus.failure)
        #expect(harness.output.text.contains("Your copy of the exercise is ready: \(mainFile(harness))"))
        #expect(harness.output.text.contains("✗ the window is key\n✗ the window has a root\n"))
        try "window.rootViewController = x\nwindow.makeKeyAndVisible()\n".write(toFile: mainFile(harness), atomically: true, encoding: .utf8)
        #expect(harness.run("check", "root-in-code", "--no-color") == ExitStatus.success)
        // A passed check's message describes its failure, so passes are only counted.
        #expect(harness.output.text.contains("✓ 2 of 2 checks pass.\nPassed. Well done!"))
        #expect(!harness.output.text.contains("✓ the window is key"))
        #expect(try harness.context.store().exerciseStatuses()["root-in-code"] == .passed)
    }

    @Test func checkJSONPrintsOnlyTheCheckersObject() throws {
        let harness = try TestHarness(services: .fakeExercises)
        #expect(harness.run("check", "root-in-code", "--json") == ExitStatus.failure)
        #expect(harness.output.text == #"{"exercise":"root-in-code"}"# + "\n")
    }

    @Test func checkExplainsCodeThatDoesNotCompile() throws {
        let harness = try TestHarness(services: .fakeExercises)
        _ = harness.run("exercises", "root-in-code")
        try "#error(\"x\")\n".write(toFile: mainFile(harness), atomically: true, encoding: .utf8)
        #expect(harness.run("check", "root-in-code", "--lang", "ru", "--no-color") == ExitStatus.failure)
        #expect(harness.output.text.contains("Код не компилируется:\n  main.swift:1:1: boom\n"))
    }

    @Test func checkOfAnUnknownExerciseExitsTwo() throws {
        let harness = try TestHarness(services: .fakeExercises)
        #expect(harness.run("check", "no-such") == ExitStatus.usage)
        #expect(harness.errors.text.contains("there is no exercise 'no-such'"))
        #expect(!FileManager.default.fileExists(atPath: harness.folder.path + "/exercises/no-such"))
    }

    @Test func hintsComeOneAtATimeAndAreRemembered() throws {
        let harness = try TestHarness(services: .fakeExercises)
        #expect(harness.run("hint", "root-in-code", "--no-color") == 0)
        #expect(harness.output.text.contains("Hint 1 of 3\nFirst hint."))
        #expect(!harness.output.text.contains("Second hint."))
        // The workspace is made by hint with an id too.
        #expect(FileManager.default.fileExists(atPath: mainFile(harness)))

        // A new process (a new context over the same home) goes on where it left off.
        let later = try TestHarness(services: .fakeExercises, home: harness.folder)
        #expect(later.run("hint", "root-in-code", "--no-color", "--lang", "ru") == 0)
        #expect(later.output.text.contains("Подсказка 2 из 3\nВторая подсказка."))
        #expect(later.run("hint", "root-in-code", "--no-color") == 0)
        #expect(later.output.text.contains("Hint 3 of 3\nThird hint."))
        #expect(later.output.text.contains("That was the last hint."))
        #expect(later.run("hint", "root-in-code", "--no-color") == 0)
        #expect(later.output.text.contains("You have seen every hint"))
    }

    @Test func hintWithoutAnIdMeansTheExerciseCheckedLastIfNotPassed() throws {
        let harness = try TestHarness(services: .fakeExercises)
        let store = try harness.context.store()
        try store.recordExerciseAttempt(exerciseId: "root-in-code", passed: true, checksPassed: 2, checksTotal: 2, now: Date(timeIntervalSince1970: 100))
        #expect(harness.run("hint", "--no-color") == 0)
        #expect(harness.output.text.contains("Hint for 'Swap the root' (swap-root)"))
        try store.recordExerciseAttempt(exerciseId: "swap-root", passed: true, checksPassed: 2, checksTotal: 2, now: Date(timeIntervalSince1970: 200))
        #expect(harness.run("hint") == ExitStatus.usage)
        #expect(harness.errors.text.contains("which exercise?"))
    }

    @Test func resetAsksThenRestoresTheStarter() throws {
        let harness = try TestHarness(lines: ["", "д"], services: .fakeExercises)
        _ = harness.run("exercises", "root-in-code")
        try "// mine\n".write(toFile: mainFile(harness), atomically: true, encoding: .utf8)
        // Enter alone means No.
        #expect(harness.run("reset", "root-in-code") == ExitStatus.failure)
        #expect(try String(contentsOfFile: mainFile(harness), encoding: .utf8) == "// mine\n")
        #expect(harness.run("reset", "root-in-code", "--lang", "ru") == 0)
        #expect(try String(contentsOfFile: mainFile(harness), encoding: .utf8) == "// starter of root-in-code\n")
        #expect(harness.output.text.contains("Заготовка восстановлена"))
        // Progress is untouched by restoring a starter.
        try "// again\n".write(toFile: mainFile(harness), atomically: true, encoding: .utf8)
        #expect(harness.run("reset", "root-in-code", "--yes") == 0)
        #expect(try String(contentsOfFile: mainFile(harness), encoding: .utf8) == "// starter of root-in-code\n")
    }

    @Test func theSolutionIsRefusedBeforeAPassAndShownAfter() throws {
        let harness = try TestHarness(services: .fakeExercises)
        #expect(harness.run("solution", "root-in-code", "--no-color") == ExitStatus.failure)
        #expect(harness.output.text.contains("opens once you pass"))
        #expect(!harness.output.text.contains("makeKeyAndVisible"))
        try harness.context.store().recordExerciseAttempt(exerciseId: "root-in-code", passed: false, checksPassed: 1, checksTotal: 2, now: Date())
        #expect(harness.run("solution", "root-in-code", "--no-color") == ExitStatus.failure)
        try harness.context.store().recordExerciseAttempt(exerciseId: "root-in-code", passed: true, checksPassed: 2, checksTotal: 2, now: Date())
        #expect(harness.run("solution", "root-in-code", "--no-color") == 0)
        #expect(harness.output.text.contains("window.makeKeyAndVisible()"))
        #expect(harness.run("solution", "nope") == ExitStatus.usage)
    }
}
