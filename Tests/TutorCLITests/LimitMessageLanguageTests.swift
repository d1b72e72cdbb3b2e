import Foundation
import SwiftSubset
import Testing
@testable import TutorCLI

/// Limit messages reach the learner in their language; JSON keeps the English text.
@Suite struct LimitMessageLanguageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Every limit has its text in every language, the English one is the interpreter's own
    /// (the JSON reports' text), and each translation keeps every placeholder.
    @Test(arguments: LimitMessage.Key.allCases)
    func everyLimitIsWordedInEveryLanguage(key: LimitMessage.Key) throws {
        let english = try UIStrings.load(language: .english, courseRoot: Self.root)
        let template = try #require(LimitMessage.englishTemplates[key])
        #expect(english.text("limit.\(key.rawValue)") == template)
        let placeholders = Set(template.split(separator: "{").dropFirst().compactMap { $0.split(separator: "}").first })
        for language in [CourseLanguage.russian, .chinese] {
            let text = try UIStrings.load(language: language, courseRoot: Self.root).text("limit.\(key.rawValue)")
            #expect(text != template, "\(language) \(key)")
            for name in placeholders { #expect(text.contains("{\(name)}"), "\(language) \(key) lacks {\(name)}") }
        }
    }

    /// A real run stopped by the call-depth limit, shown in Russian and Chinese: the message is
    /// translated with its number, the program's own output before it is left alone.
    @Test(arguments: [(CourseLanguage.russian, "вызовы в программе вложены глубже 1000 уровней"),
                      (.chinese, "程序的调用嵌套超过了1000层")])
    func aRunStoppedByALimitSaysSoInTheLearnersLanguage(language: CourseLanguage, expected: String) throws {
        let source = "print(\"limit: mine\")\nfunc f(_ n: Int) -> Int { f(n + 1) }\nprint(f(0))\n"
        let result = Interpreter.run(source: source, limits: .course)
        #expect(result.status == .limit)
        let shown = "limit: mine\n" + (result.runtimeError ?? "") + "\n"
        let harness = try TestHarness()
        let common = try CommonOptions.parse(["--lang", language.rawValue])
        let session = CommandSession(context: harness.context, common: common, readingSavedLanguage: false)
        let localised = session.localisingLimits(shown)
        #expect(localised.hasPrefix("limit: mine\nlimit: " + expected), "\(localised)")
        #expect(!localised.contains("nested calls"))
        // English is left as the interpreter wrote it.
        let english = CommandSession(context: harness.context, common: try CommonOptions.parse(["--lang", "en"]), readingSavedLanguage: false)
        #expect(english.localisingLimits(shown) == shown)
    }
}
