import Foundation
import ProgressStore

extension TutorContext {
    /// The exercise a command given no id means: the one checked last if it is not passed yet,
    /// else the first exercise in course order not passed; nil when every exercise is passed
    /// or there is no course.
    func currentExerciseId(_ session: CommandSession) -> String? {
        guard let exercises = try? services.course?.exercises(language: session.language.rawValue) else { return nil }
        let attempts = (try? store().exerciseAttempts()) ?? []
        let statuses = Dictionary(grouping: attempts, by: \.exerciseId).mapValues(ExerciseStatus.init(attempts:))
        let known = Set(exercises.map(\.id))
        if let last = attempts.filter({ known.contains($0.exerciseId) }).max(by: { $0.attemptedAt < $1.attemptedAt }),
           statuses[last.exerciseId] != .passed {
            return last.exerciseId
        }
        return exercises.first { statuses[$0.id] != .passed }?.id
    }

    /// The exercise after `id` in course order, or nil after the last one.
    func exercise(after id: String, _ session: CommandSession) -> String? {
        guard let ids = try? services.course?.exercises(language: session.language.rawValue).map(\.id),
              let index = ids.firstIndex(of: id), index + 1 < ids.count else { return nil }
        return ids[index + 1]
    }
}
