import ArgumentParser
import Foundation

/// Shell completion (`vctutor --generate-completion-script bash|zsh|fish`) of the course's ids:
/// the generated script asks the program itself, which reads the ids from its course.
enum CourseIdCompletion {
    /// Lesson ids, for `learn` and `quiz`.
    static let lessons = CompletionKind.custom { _, _, _ in ids(\.lessonIds) }
    /// Exercise ids, for the exercise commands.
    static let exercises = CompletionKind.custom { _, _, _ in ids(\.exerciseIds) }
    /// The languages `--lang` and `lang` take.
    static let languages = CompletionKind.list(["en", "ru", "zh"])
    /// The simulated devices.
    static let devices = CompletionKind.list(["iphone", "ipad"])

    private struct Found {
        var lessonIds: [String]
        var exerciseIds: [String]
    }

    private static func ids(_ pick: KeyPath<Found, [String]>) -> [String] {
        let environment = ProcessInfo.processInfo.environment
        guard let root = TutorContext.findCourseRoot(environment: environment) else { return [] }
        let course = CourseServices.discover(courseRoot: root, environment: environment, runner: nil).course
        let found = Found(
            lessonIds: (try? course?.lessons(language: "en").map(\.id)) ?? [],
            exerciseIds: (try? course?.exercises(language: "en").map(\.id)) ?? [])
        return found[keyPath: pick]
    }
}
