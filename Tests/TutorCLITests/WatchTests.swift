import Foundation
import Testing
@testable import TutorCLI

@Suite struct WatchTests {
    @Test func pipedWatchChecksOncePerLineThenStopsAtTheEnd() throws {
        let harness = try TestHarness(lines: ["", "h", "n", "q", "never read"], services: .fakeExercises)
        #expect(harness.run("watch", "root-in-code", "--no-color") == 0)
        let text = harness.output.text
        // First check on start, again for the empty line; then a hint, then the next exercise.
        #expect(text.components(separatedBy: "Checking 'root-in-code' (root-in-code)").count - 1 == 0)
        #expect(text.components(separatedBy: "Checking 'Root in code' (root-in-code)").count - 1 == 2)
        #expect(text.contains("Hint 1 of 3\nFirst hint."))
        #expect(text.contains("Checking 'Swap the root' (swap-root)"))
        #expect(FileManager.default.fileExists(atPath: harness.folder.path + "/exercises/swap-root/main.swift"))
        #expect(text.hasSuffix("Stopped watching.\n"))
        #expect(try harness.context.store().exerciseAttempts().count == 3)
    }

    @Test func pipedWatchEndsCleanlyAtEndOfInput() throws {
        let harness = try TestHarness(lines: [], services: .fakeExercises)
        #expect(harness.run("watch", "swap-root", "--lang", "zh") == 0)
        #expect(harness.output.text.contains("正在检查“Swap the root”（swap-root）"))
        #expect(harness.output.text.hasSuffix("已停止监听文件。\n"))
    }

    /// `n` opens the next exercise with its task (issue: it showed only the check).
    @Test func nShowsTheNextExercisesTask() throws {
        let harness = try TestHarness(lines: ["n", "q"], services: .fakeExercises)
        #expect(harness.run("watch", "root-in-code", "--no-color") == 0)
        let text = harness.output.text
        let next = try #require(text.range(of: "Checking 'Swap the root' (swap-root)"))
        let task = try #require(text.range(of: "Make a window key.", options: .backwards))
        #expect(task.upperBound < next.lowerBound)
        #expect(text[..<next.lowerBound].contains("Swap the root\n"))
    }

    @Test func nOnTheLastExerciseSaysSo() throws {
        let harness = try TestHarness(lines: ["n"], services: .fakeExercises)
        #expect(harness.run("watch", "swap-root") == 0)
        #expect(harness.output.text.contains("This is the last exercise."))
    }

    @Test func terminalEventsNoticeASaveAndKeys() throws {
        let harness = try TestHarness(services: .fakeExercises)
        _ = harness.run("exercises", "root-in-code")
        let workspace = harness.context.workspace
        var typed: [UInt8?] = [nil, nil]
        var saved = false
        let events = TerminalWatchEvents(workspace: workspace, exerciseId: "root-in-code") {
            if typed.isEmpty, !saved {
                // No key: the learner saves the file meanwhile.
                try? "// edited, longer than before\n".write(
                    toFile: workspace.mainFile("root-in-code"), atomically: true, encoding: .utf8)
                saved = true
                return nil
            }
            return typed.isEmpty ? nil : typed.removeFirst()
        }
        #expect(events.next() == .recheck)
        typed = [UInt8(ascii: "x"), UInt8(ascii: "H")]
        #expect(events.next() == .key("h"))
        typed = [3]
        #expect(events.next() == .end)
    }
}
