import Foundation
import GRDB

extension ProgressStore {
    /// This store's profile, or nil before anything was saved for it.
    package func currentProfile() throws(ProgressStoreError) -> Profile? {
        try read { db in try Profile.fetchOne(db, key: profile) }
    }

    /// Every lesson reading of this profile, keyed by lesson id.
    package func readings() throws(ProgressStoreError) -> [String: LessonReading] {
        let rows = try read { db in try LessonReading.filter(Column("profile") == profile).fetchAll(db) }
        return Dictionary(rows.map { ($0.lessonId, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// Every quiz attempt of this profile, oldest first.
    package func quizAttempts() throws(ProgressStoreError) -> [QuizAttempt] {
        try read { db in
            try QuizAttempt.filter(Column("profile") == profile).order(Column("startedAt")).fetchAll(db)
        }
    }

    /// The answers given in one attempt, in the order given.
    package func answers(attemptId: String) throws(ProgressStoreError) -> [QuizAnswer] {
        try read { db in
            try QuizAnswer.filter(Column("attemptId") == attemptId).order(Column("answeredAt")).fetchAll(db)
        }
    }

    /// Every exercise attempt of this profile, oldest first.
    package func exerciseAttempts() throws(ProgressStoreError) -> [ExerciseAttempt] {
        try read { db in
            try ExerciseAttempt.filter(Column("profile") == profile).order(Column("attemptedAt")).fetchAll(db)
        }
    }

    /// The status of each exercise that has attempts; any other exercise is ``ExerciseStatus/todo``.
    package func exerciseStatuses() throws(ProgressStoreError) -> [String: ExerciseStatus] {
        let grouped = Dictionary(grouping: try exerciseAttempts(), by: \.exerciseId)
        return grouped.mapValues(ExerciseStatus.init(attempts:))
    }

    /// The review schedule of this profile.
    package func reviewItems() throws(ProgressStoreError) -> [ReviewItem] {
        try read { db in try ReviewItem.filter(Column("profile") == profile).fetchAll(db) }
    }

    /// The questions due for review at `now`, the most overdue first. Compared after
    /// decoding, not in SQL, so a stored date no parser reads (which counts as long past) is
    /// due rather than compared as text.
    package func dueReviews(at now: Date) throws(ProgressStoreError) -> [ReviewItem] {
        try reviewItems().filter { $0.dueDate <= now }.sorted { $0.dueDate < $1.dueDate }
    }

    /// When the next question falls due after `now`, or nil when none is scheduled after it.
    package func nextDue(after now: Date) throws(ProgressStoreError) -> Date? {
        try reviewItems().map(\.dueDate).filter { $0 > now }.min()
    }
}
