import Foundation

/// The course's languages and how a name such as `zh_CN.UTF-8` or `ru-RU` maps to one.
package enum CourseLanguage: String, CaseIterable, Sendable {
    case english = "en"
    case russian = "ru"
    case chinese = "zh-Hans"

    /// The language a user-given or locale name means, or nil when it is none of ours.
    /// Accepts `en`, `ru`, `zh`, `zh-Hans`, `zh_CN`, `ru_RU.UTF-8`, `en_GB@euro` and the like.
    package init?(name: String) {
        var base = name.trimmingCharacters(in: .whitespaces).lowercased()
        if let cut = base.firstIndex(where: { $0 == "." || $0 == "@" }) { base = String(base[..<cut]) }
        let parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard let head = parts.first else { return nil }
        switch head {
        case "en": self = .english
        case "ru": self = .russian
        case "zh":
            // Traditional-script regions are not offered; they still read Simplified best of ours.
            self = .chinese
        default: return nil
        }
    }

    /// The language chosen by, in order: the `--lang` option, the saved preference, the
    /// `LC_ALL`, `LC_MESSAGES` and `LANG` variables, and finally English.
    package static func resolve(
        option: String?, saved: String?, environment: [String: String]
    ) -> CourseLanguage {
        if let option, let language = CourseLanguage(name: option) { return language }
        if let saved, let language = CourseLanguage(name: saved) { return language }
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[variable], !value.isEmpty else { continue }
            // The first set variable decides, as the C library does; "C" and "POSIX" mean English.
            return CourseLanguage(name: value) ?? .english
        }
        return .english
    }
}
