import Foundation

/// The whole course: lessons in teaching order, and the interface strings and glossary per
/// language.
public struct Course: Sendable {
    /// The folder holding `Lessons/` and `Content/`.
    public var root: URL
    /// In teaching order.
    public var lessons: [Lesson]
    /// The languages with a `Content/<code>/` folder.
    public var languages: [Language]
    /// The program's own strings, per language: key (nested keys joined with `.`) → text.
    public var interfaceStrings: [Language: [String: String]]
    /// Term → translation, per language.
    public var glossary: [Language: [String: String]]

    /// The lesson with this id.
    public func lesson(id: String) -> Lesson? { lessons.first { $0.id == id } }

    /// Every exercise, in teaching order.
    public var exercises: [Exercise] { lessons.flatMap(\.exercises) }

    /// The exercise with this id.
    public func exercise(id: String) -> Exercise? { exercises.first { $0.id == id } }

    /// An interface string in `language`, falling back to English; nil when neither has it.
    ///
    /// Only interface strings fall back: lesson, quiz and exercise text never silently does.
    public func interfaceString(_ key: String, in language: Language) -> String? {
        interfaceStrings[language]?[key] ?? interfaceStrings[.english]?[key]
    }
}
