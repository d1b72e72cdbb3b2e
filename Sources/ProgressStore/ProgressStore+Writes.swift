import Foundation
import GRDB

extension ProgressStore {
    /// Saves the profile's language preference, creating the profile if needed.
    package func setLanguage(_ language: String?, now: Date) throws(ProgressStoreError) {
        try write { db in
            if var existing = try Profile.fetchOne(db, key: profile) {
                existing.language = language
                try existing.update(db)
            } else {
                try Profile(name: profile, language: language, createdAt: now).insert(db)
            }
        }
    }

    /// Records that `pagesRead` pages of a lesson have been read. Progress never goes back:
    /// a smaller count or `finished == false` keeps what was stored.
    package func recordReading(
        lessonId: String, pagesRead: Int, finished: Bool, now: Date
    ) throws(ProgressStoreError) {
        let reading = LessonReading(
            profile: profile, lessonId: lessonId, pagesRead: pagesRead, finished: finished, updatedAt: now)
        try write { db in
            if let existing = try LessonReading.fetchOne(db, key: ["profile": profile, "lessonId": lessonId]) {
                try existing.merged(with: reading).update(db)
            } else {
                try reading.insert(db)
            }
        }
    }

    /// Starts a quiz attempt and returns it; record its answers with ``recordAnswer(_:)``.
    package func startQuiz(quizId: String, now: Date) throws(ProgressStoreError) -> QuizAttempt {
        let attempt = QuizAttempt(profile: profile, quizId: quizId, startedAt: now)
        try write { db in try attempt.insert(db) }
        return attempt
    }

    /// Records one answer and moves its question along the review schedule, in one
    /// transaction. Returns the question's new schedule.
    @discardableResult
    package func recordAnswer(_ answer: QuizAnswer) throws(ProgressStoreError) -> ReviewItem {
        try write { db in
            try answer.insert(db)
            return try reschedule(db, questionId: answer.questionId,
                                  quality: SM2.quality(correct: answer.correct), at: answer.answeredAt)
        }
    }

    /// Records a review of a question graded `quality` (0...5) outside a quiz.
    @discardableResult
    package func recordReview(
        questionId: String, quality: Int, now: Date
    ) throws(ProgressStoreError) -> ReviewItem {
        try write { db in try reschedule(db, questionId: questionId, quality: quality, at: now) }
    }

    private func reschedule(_ db: Database, questionId: String, quality: Int, at now: Date) throws -> ReviewItem {
        let key: [String: any DatabaseValueConvertible] = ["profile": profile, "questionId": questionId]
        let previous = try ReviewItem.fetchOne(db, key: key)?.state ?? .new
        let next = try SM2.review(previous, quality: quality)
        let item = ReviewItem(
            profile: profile, questionId: questionId, state: next,
            dueDate: SM2.dueDate(after: now, state: next), updatedAt: now)
        try item.save(db)
        return item
    }

    /// Records the result of checking a solution.
    @discardableResult
    package func recordExerciseAttempt(
        exerciseId: String, passed: Bool, checksPassed: Int, checksTotal: Int, now: Date
    ) throws(ProgressStoreError) -> ExerciseAttempt {
        let attempt = ExerciseAttempt(
            profile: profile, exerciseId: exerciseId, passed: passed,
            checksPassed: checksPassed, checksTotal: checksTotal, attemptedAt: now)
        try write { db in try attempt.insert(db) }
        return attempt
    }

    /// Forgets this profile's progress: readings, attempts, schedule and hints shown (the profile and its
    /// language stay).
    package func resetProgress() throws(ProgressStoreError) {
        try write { db in
            try LessonReading.filter(Column("profile") == profile).deleteAll(db)
            try QuizAttempt.filter(Column("profile") == profile).deleteAll(db)
            try ExerciseAttempt.filter(Column("profile") == profile).deleteAll(db)
            try ReviewItem.filter(Column("profile") == profile).deleteAll(db)
            try HintProgress.filter(Column("profile") == profile).deleteAll(db)
        }
    }
}
