import Course
import Foundation

/// The course, loaded on first use and only as far as a command needs it: `vctutor run` and
/// `--help` read none of it, `check` reads one exercise, a learner's session reads the course in
/// English and their own language. (Lint reads every language with its own loader.)
package final class LazyCourse: @unchecked Sendable {
    private let root: URL
    private let lock = NSLock()
    /// The course read in English and one other language, by that language.
    private var loadedFor: [Language: Course] = [:]

    package init(root: URL) {
        self.root = root
    }

    /// One exercise: from the course when it is loaded already in `language`, else read alone
    /// (what `vctutor check` needs, without reading the rest of the course).
    package func exercise(id: String, language: Language) -> Exercise? {
        lock.lock()
        let loaded = loadedFor[language]
        lock.unlock()
        if let loaded { return loaded.exercise(id: id) }
        return CourseLoader(root: root).loadExercise(id: id, languages: Self.languages(for: language))
    }

    /// The course as a learner working in `language` sees it: content in English (the fallback)
    /// and `language` only, which reads a third to a half of the files the whole course has.
    package func course(for language: Language) -> Course {
        lock.lock()
        defer { lock.unlock() }
        if let made = loadedFor[language] { return made }
        let made = CourseLoader(root: root, languages: Self.languages(for: language)).load().course
        loadedFor[language] = made
        return made
    }

    /// English, the fallback of every text, and `language`.
    private static func languages(for language: Language) -> [Language] {
        language == .english ? [.english] : [.english, language]
    }
}
