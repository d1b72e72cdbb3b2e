import ArgumentParser
import Foundation
import Testing
@testable import TutorCLI

/// `--help`, `help COMMAND` and usage errors in the learner's language (issue: after `lang ru`
/// or `lang zh` they stayed English).
@Suite struct LocalizedHelpTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Every line of every command's help has a translation, apart from example command lines
    /// and the usage line's synopsis.
    @Test(arguments: [CourseLanguage.russian, .chinese])
    func everyHelpLineIsTranslated(language: CourseLanguage) {
        let table = HelpTranslation.load(language: language, courseRoot: Self.root)
        var missing: [String] = []
        func withNested(_ command: any ParsableCommand.Type) -> [any ParsableCommand.Type] {
            [command] + command.configuration.subcommands.flatMap(withNested)
        }
        let commands = withNested(VCTutorCommand.self)
        for command in commands {
            let english = command == VCTutorCommand.self
                ? VCTutorCommand.helpMessage(columns: 10_000)
                : VCTutorCommand.helpMessage(for: command, columns: 10_000)
            for raw in english.split(separator: "\n") {
                let text = raw.trimmingCharacters(in: .whitespaces)
                if text.isEmpty || text.hasPrefix("printf ") { continue }
                if text.hasPrefix("USAGE:") {
                    if table.translate(line: "USAGE:") == nil { missing.append("USAGE:") }
                    continue
                }
                if let gap = text.range(of: "  ") {
                    let abstract = text[gap.upperBound...].trimmingCharacters(in: .whitespaces)
                    if table.translate(line: abstract) == nil { missing.append(abstract) }
                    continue
                }
                if text.hasPrefix("vctutor") || text.hasPrefix("-") { continue }
                if let colon = text.firstIndex(of: ":"), text[..<colon].allSatisfy({ $0.isUppercase || $0 == " " }),
                   text[..<colon].count > 2 {
                    let label = String(text[...colon])
                    let rest = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                    if table.translate(line: label) == nil { missing.append(label) }
                    if !rest.isEmpty, table.translate(line: rest) == nil { missing.append(rest) }
                    continue
                }
                if table.translate(line: text) == nil { missing.append(text) }
            }
        }
        #expect(missing.isEmpty, "no \(language.rawValue) translation for: \(Set(missing).sorted())")
    }

    @Test func helpInRussian() throws {
        let harness = try TestHarness()
        #expect(harness.run("learn", "--help", "--lang", "ru") == 0)
        let text = harness.output.text
        #expect(text.contains("ОПИСАНИЕ: Читать урок страница за страницей."))
        #expect(text.contains("<lesson>                Урок: его идентификатор"))
        #expect(!text.contains("Show help information."))
    }

    @Test func aUsageErrorInChinese() throws {
        let harness = try TestHarness()
        #expect(harness.run("learn", "--lang", "zh") == ExitStatus.usage)
        #expect(harness.errors.text.contains("错误：缺少参数“<lesson>”"))
        #expect(harness.errors.text.contains("用法：vctutor learn"))
        #expect(harness.run("progress", "--lang", "ru", "--bogus") == ExitStatus.usage)
        #expect(harness.errors.text.contains("Ошибка: неизвестный параметр '--bogus'"))
    }

    @Test func aValidationErrorInRussian() throws {
        let harness = try TestHarness()
        #expect(harness.run("run", "x.swift", "--device", "pixel", "--lang", "ru") == ExitStatus.usage)
        #expect(harness.errors.text.contains("неизвестное устройство 'pixel'"))
    }

    @Test func shellHelpForACommandInChinese() throws {
        let harness = try TestHarness(lines: ["help quiz", "quit"])
        #expect(harness.run("--lang", "zh", "--no-color") == 0)
        #expect(harness.output.text.contains("参加课程测验。"))
    }

    @Test func englishStaysAsTheLibraryWritesIt() throws {
        let harness = try TestHarness()
        #expect(harness.run("learn", "--help") == 0)
        #expect(harness.output.text.contains("OVERVIEW: Read a lesson, a page at a time."))
    }
}
