import Testing
@testable import TutorCLI

@Suite struct LanguageAndPathsTests {
    @Test(arguments: [("en", "en"), ("ru", "ru"), ("zh", "zh-Hans"), ("zh-Hans", "zh-Hans"), ("zh_CN", "zh-Hans"),
                      ("ru_RU", "ru"), ("ru_RU.UTF-8", "ru"), ("en_GB@euro", "en")])
    func namesMapToLanguages(name: String, code: String) {
        #expect(CourseLanguage(name: name)?.rawValue == code)
    }

    @Test func unknownNamesAreRejected() {
        #expect(CourseLanguage(name: "fr") == nil)
        #expect(CourseLanguage(name: "") == nil)
    }

    @Test func optionThenSavedThenLocaleThenEnglish() {
        let env = ["LC_ALL": "", "LC_MESSAGES": "ru_RU.UTF-8", "LANG": "zh_CN.UTF-8"]
        #expect(CourseLanguage.resolve(option: "zh", saved: "ru", environment: env) == .chinese)
        #expect(CourseLanguage.resolve(option: nil, saved: "zh-Hans", environment: env) == .chinese)
        #expect(CourseLanguage.resolve(option: nil, saved: nil, environment: env) == .russian)
        #expect(CourseLanguage.resolve(option: nil, saved: nil, environment: ["LANG": "C"]) == .english)
        #expect(CourseLanguage.resolve(option: nil, saved: nil, environment: [:]) == .english)
    }

    @Test func pathsFollowTheContract() {
        #expect(VCTutorPaths(environment: ["VCTUTOR_HOME": "/h", "XDG_DATA_HOME": "/x"]).database == "/h/progress.sqlite")
        #expect(VCTutorPaths(environment: ["XDG_DATA_HOME": "/x"]).home == "/x/vctutor")
        #expect(VCTutorPaths(environment: ["HOME": "/u"]).home == "/u/.local/share/vctutor")
        #expect(VCTutorPaths(environment: ["HOME": "/u", "VCTUTOR_DB": "/d.sqlite"]).database == "/d.sqlite")
    }

    @Test func everyLanguageHasEveryEnglishKey() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let english = try UIStrings.load(language: .english, courseRoot: root)
        for language in [CourseLanguage.russian, .chinese] {
            let strings = try UIStrings.load(language: language, courseRoot: root)
            #expect(english.keys.subtracting(strings.keys).isEmpty, "\(language) lacks keys")
        }
        #expect(english.text("quiz.score", ["right": "2", "total": "3"]) == "You got 2 of 3 right.")
    }
}

import Foundation
