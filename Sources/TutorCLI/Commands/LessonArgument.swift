import Foundation

extension TutorContext {
    /// The id of the lesson the learner named (see ``LessonReference``), or nil after
    /// complaining with `unknownKey` and the closest ids. Without a course list, `typed` is
    /// taken as it is.
    func lessonId(_ typed: String, session: CommandSession, unknownKey: String = "error.unknown_lesson") -> String? {
        guard let course = services.course,
              let lessons = try? course.lessons(language: session.language.rawValue) else { return typed }
        let english = session.language == .english ? [] : ((try? course.lessons(language: CourseLanguage.english.rawValue)) ?? [])
        switch LessonReference.resolve(typed, lessons: lessons, english: english) {
        case .lesson(let id):
            return id
        case .unknown(let suggestions):
            complain(session.unknown(unknownKey, typed, suggestions: suggestions))
            return nil
        }
    }
}

extension CommandSession {
    /// `key`'s message about an unknown name, with "did you mean …?" when something is close.
    func unknown(_ key: String, _ typed: String, suggestions: [String]) -> String {
        let message = t(key, ["id": typed, "command": typed])
        guard !suggestions.isEmpty else { return message }
        let names = suggestions.map { "'\($0)'" }.joined(separator: ", ")
        return message + "\n" + t("error.did_you_mean", ["names": names])
    }
}

extension TutorContext {
    /// "There is no exercise …", with the closest exercise ids.
    func unknownExercise(_ typed: String, session: CommandSession) -> String {
        let ids = (try? services.course?.exercises(language: session.language.rawValue).map(\.id)) ?? []
        return session.unknown("error.unknown_exercise", typed, suggestions: Suggestions.closest(to: typed, in: ids))
    }
}
