import Foundation
import ProgressStore

/// Where the learner stands with one lesson: pages read, the best quiz attempt, exercises
/// passed. What the home screen and `progress` draw as bars.
package struct LessonProgress: Equatable, Sendable {
    package var id: String
    package var title: String
    package var order: Int
    package var pagesRead: Int
    /// The lesson's page count (at least 1).
    package var pages: Int
    package var finished: Bool
    /// Right answers and answers given in the best quiz attempt; nil when never taken.
    package var quiz: (right: Int, asked: Int)?
    package var exercisesPassed: Int
    package var exercisesTotal: Int

    package static func == (lhs: LessonProgress, rhs: LessonProgress) -> Bool {
        lhs.id == rhs.id && lhs.title == rhs.title && lhs.order == rhs.order && lhs.pagesRead == rhs.pagesRead
            && lhs.pages == rhs.pages && lhs.finished == rhs.finished && lhs.quiz?.right == rhs.quiz?.right
            && lhs.quiz?.asked == rhs.quiz?.asked && lhs.exercisesPassed == rhs.exercisesPassed
            && lhs.exercisesTotal == rhs.exercisesTotal
    }

    /// Pages read, counting a finished lesson as fully read; 0...pages whatever the file holds
    /// (a negative count summed over lessons would overflow).
    package var pagesDone: Int { finished ? pages : min(max(pagesRead, 0), pages) }
}

extension TutorContext {
    /// Every lesson of the course with the learner's progress, in teaching order; nil without a
    /// course.
    func lessonProgress(_ session: CommandSession) -> [LessonProgress]? {
        guard let course = services.course,
              let lessons = try? course.lessons(language: session.language.rawValue) else { return nil }
        let language = session.language.rawValue
        let exercises = (try? course.exercises(language: language)) ?? []
        let store = try? store()
        let readings = (try? store?.readings()) ?? [:]
        let statuses = (try? store?.exerciseStatuses()) ?? [:]
        let quizzes = bestQuizAttempts(store)
        return lessons.map { lesson in
            let markdown = (try? course.lessonMarkdown(id: lesson.id, language: language)) ?? nil
            let ownExercises = exercises.filter { $0.lesson == lesson.id }
            return LessonProgress(
                id: lesson.id, title: lesson.title, order: lesson.order,
                pagesRead: readings[lesson.id]?.pagesRead ?? 0,
                pages: max(1, markdown.map { LessonPages(markdown: $0).pages.count } ?? 1),
                finished: readings[lesson.id]?.finished ?? false, quiz: quizzes[lesson.id],
                exercisesPassed: ownExercises.count { statuses[$0.id] == .passed },
                exercisesTotal: ownExercises.count)
        }
    }

    /// Per quiz, the attempt with the most right answers (the later one on a tie).
    private func bestQuizAttempts(_ store: ProgressStore?) -> [String: (right: Int, asked: Int)] {
        guard let store, let attempts = try? store.quizAttempts() else { return [:] }
        var best: [String: (right: Int, asked: Int)] = [:]
        for attempt in attempts {
            guard let answers = try? store.answers(attemptId: attempt.id), !answers.isEmpty else { continue }
            let score = (right: answers.count(where: \.correct), asked: answers.count)
            if let kept = best[attempt.quizId], kept.right > score.right { continue }
            best[attempt.quizId] = score
        }
        return best
    }
}
