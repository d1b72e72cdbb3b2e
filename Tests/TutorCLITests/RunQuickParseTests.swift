import ArgumentParser
import Testing
@testable import TutorCLI

/// `vctutor run`'s arguments read without ArgumentParser (`RunRequest(quickly:)`): every
/// spelling it accepts must make the request ArgumentParser makes, and every other spelling
/// is left to ArgumentParser.
@Suite struct RunQuickParseTests {
    /// What ArgumentParser makes of `arguments`.
    static func parsedByArgumentParser(_ arguments: [String]) throws -> RunRequest? {
        (try VCTutorCommand.parseAsRoot(arguments) as? RunCommand)?.request
    }

    @Test(arguments: [
        ["run", "main.swift"],
        ["run", "App/", "--device", "ipad", "--trace", "--tree"],
        ["run", "--json", "a.swift", "b.swift"],
        ["run", "a.swift", "--action", "tap-row: 2", "--action", "tap-back", "--trace"],
        ["run", "a.swift", "--memory-limit", "64", "--time-limit", "600", "--no-color", "--lang", "ru"],
        ["run", "--main-storyboard", "Main", "App", "--screen", "--device", "iphone"],
        ["run", "run", "check", "a=b.swift"],
    ])
    func theUsualSpellingsMakeWhatArgumentParserMakes(_ arguments: [String]) throws {
        let quick = try #require(RunRequest(quickly: arguments))
        #expect(try Self.parsedByArgumentParser(arguments) == quick)
    }

    @Test(arguments: [
        ["run"], ["run", "--help"], ["run", "-h"], ["run", "help"], ["run", "a", "--device=ipad"],
        ["run", "a", "--devcie", "ipad"], ["run", "a", "--device", "android"], ["run", "a", "--device"],
        ["run", "a", "--trace", "--trace"], ["run", "a", "--memory-limit", "0"],
        ["run", "a", "--memory-limit", "lots"], ["run", "a", "--time-limit", "-5"],
        ["run", "a", "--action", "tap-rwo: 1"], ["run", "a", "--lang", "fr"], ["run", "--", "a"],
        ["run", "-", "a"], ["run", ""], ["--lang", "ru", "run", "a"], ["check", "a"], [],
        ["run", "a", "--generate-completion-script", "bash"],
    ])
    func everyOtherSpellingIsLeftToArgumentParser(_ arguments: [String]) {
        #expect(RunRequest(quickly: arguments) == nil)
    }

    /// A spelling only ArgumentParser reads still runs.
    @Test func anOptionWithItsValueAfterAnEqualsSignStillRuns() throws {
        let harness = try TestHarness(services: .discover(courseRoot: nil))
        let file = harness.folder.appendingPathComponent("main.swift").path
        try "print(6 * 7)\n".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(harness.run("run", file, "--device=ipad", "--no-color") == 0)
        #expect(harness.output.text == "42\n")
    }
}
