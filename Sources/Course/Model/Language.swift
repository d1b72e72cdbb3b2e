import Foundation

/// A language the course is written in.
///
/// Codes from the command line and the environment are canonicalised: `en`, `en_GB.UTF-8`,
/// `ru`, `ru_RU.UTF-8`, `zh`, `zh-Hans`, `zh_CN` and the like all map to one of the three cases.
public enum Language: String, CaseIterable, Sendable, Codable, Hashable, Comparable {
    /// English, the language every other one falls back to for interface strings.
    case english = "en"
    /// Russian.
    case russian = "ru"
    /// Simplified Chinese.
    case simplifiedChinese = "zh-Hans"

    /// The canonical code, as used for the `Content/<code>/` folders.
    public var code: String { rawValue }

    /// Reads a language code in any of the usual spellings.
    ///
    /// The encoding (`.UTF-8`) and modifier (`@euro`) are dropped, `_` is read as `-`, case is
    /// ignored, and only the language part decides: every `zh` variant maps to Simplified
    /// Chinese, the one Chinese the course has. Returns nil for `C`, `POSIX` and unknown codes.
    public init?(code: String) {
        var text = code.trimmingCharacters(in: .whitespaces).lowercased()
        if let cut = text.firstIndex(where: { $0 == "." || $0 == "@" }) {
            text = String(text[..<cut])
        }
        let primary = text.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init) ?? ""
        switch primary {
        case "en": self = .english
        case "ru": self = .russian
        case "zh": self = .simplifiedChinese
        default: return nil
        }
    }

    /// The language the environment asks for: `LC_ALL`, then `LC_MESSAGES`, then `LANG`.
    ///
    /// As with POSIX locales, the first variable that is set and non-empty decides; nil when it
    /// names no language of the course (or none is set).
    public static func fromEnvironment(_ environment: [String: String]) -> Language? {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty {
                return Language(code: value)
            }
        }
        return nil
    }

    /// The order of `allCases`: English, Russian, Chinese.
    public static func < (lhs: Language, rhs: Language) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
