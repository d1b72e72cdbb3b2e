import Testing
@testable import Course

struct LanguageTests {
    @Test(arguments: [
        ("en", Language.english), ("EN", .english), ("en_GB.UTF-8", .english), ("ru", .russian),
        ("ru_RU.UTF-8", .russian), ("ru-RU", .russian), ("zh", .simplifiedChinese),
        ("zh-Hans", .simplifiedChinese), ("zh_CN", .simplifiedChinese), ("zh_CN.UTF-8@pinyin", .simplifiedChinese),
    ])
    func canonicalisesCodes(code: String, expected: Language) {
        #expect(Language(code: code) == expected)
    }

    @Test(arguments: ["", "C", "POSIX", "de_DE.UTF-8", "fr"])
    func rejectsOtherCodes(code: String) {
        #expect(Language(code: code) == nil)
    }

    @Test func environmentOrderIsLcAllThenLcMessagesThenLang() {
        #expect(Language.fromEnvironment(["LANG": "ru_RU.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8"]) == .simplifiedChinese)
        #expect(Language.fromEnvironment(["LANG": "ru_RU.UTF-8", "LC_ALL": "en_US.UTF-8"]) == .english)
        #expect(Language.fromEnvironment(["LANG": "ru_RU.UTF-8", "LC_ALL": ""]) == .russian)
        #expect(Language.fromEnvironment([:]) == nil)
    }
}
