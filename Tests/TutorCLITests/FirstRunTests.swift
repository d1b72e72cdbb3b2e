import Foundation
import Testing
@testable import TutorCLI

/// The first run in a terminal (issue: it asked for the language even when `--lang zh` was given).
@Suite struct FirstRunTests {
    @Test func langGivenAsksNothingAndIsSaved() throws {
        let harness = try TestHarness(lines: ["quit"], tty: true)
        #expect(harness.run("--lang", "zh", "--no-color") == 0)
        #expect(!harness.output.text.contains("ru  Русский"))
        #expect(harness.output.text.contains("欢迎使用vctutor"))
        #expect(try harness.context.store().currentProfile()?.language == "zh-Hans")
    }

    @Test func withoutLangTheQuestionIsAsked() throws {
        let harness = try TestHarness(lines: ["ru", "quit"], tty: true)
        #expect(harness.run("--no-color") == 0)
        #expect(harness.output.text.contains("ru  Русский"))
        #expect(try harness.context.store().currentProfile()?.language == "ru")
    }
}
