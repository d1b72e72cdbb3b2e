import Course
import Foundation

/// The course, loaded on first use: `vctutor run` and `--help` never pay for reading every
/// lesson's YAML and Markdown (about 90 ms), commands that need the course load it once.
package final class LazyCourse: @unchecked Sendable {
    private let root: URL
    private let lock = NSLock()
    private var loaded: Course?
    /// The course read in English and one other language, by that language.
    private var loadedFor: [Language: Course] = [:]

    package init(root: URL) {
        self.root = root
    }

    /// One exercise: from the course when it is loaded already, else read alone in English and
    /// `language` (what `vctutor check` needs, without reading the rest of the course).
    package func exercise(id: String, language: Language) -> Exercise? {
        lock.lock()
        let whole = loaded
        lock.unlock()
        if let whole { return whole.exercise(id: id) }
        let languages = language == .english ? [Language.english] : [.english, language]
        return CourseLoader(root: root).loadExercise(id: id, languages: languages)
    }

    /// The course as a learner working in `language` sees it: content in English (the fallback)
    /// and `language` only, which reads a third to a half of the files the whole course has.
    package func course(for language: Language) -> Course {
        lock.lock()
        defer { lock.unlock() }
        if let loaded { return loaded }
        if let made = loadedFor[language] { return made }
        let languages = language == .english ? [Language.english] : [.english, language]
        let made = CourseLoader(root: root, languages: languages).load().course
        loadedFor[language] = made
        return made
    }

    /// The course as far as it loads (a lesson with broken files is left out; lint reports why).
    package var course: Course {
        lock.lock()
        defer { lock.unlock() }
        if let loaded { return loaded }
        let made = CourseLoader(root: root).load().course
        loaded = made
        return made
    }
}
