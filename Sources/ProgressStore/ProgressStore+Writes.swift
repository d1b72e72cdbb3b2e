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
        try record(.quizAttempt(attempt))
        return attempt
    }

    /// Records one answer and moves its question along the FSRS schedule (right is Good,
    /// wrong is Again), in one transaction. Returns the question's new schedule (nil when this
    /// answer was already recorded).
    @discardableResult
    package func recordAnswer(_ answer: QuizAnswer) throws(ProgressStoreError) -> ReviewItem? {
        try record(.answer(answer, profile: profile))
    }

    /// Records a review of a question rated `rating` outside a quiz.
    @discardableResult
    package func recordReview(
        questionId: String, rating: FSRS.Rating, now: Date
    ) throws(ProgressStoreError) -> ReviewItem {
        try write { db in
            try PendingWrite.reschedule(db, profile: profile, questionId: questionId, rating: rating, at: now)
        }
    }

    /// Records the result of checking a solution.
    @discardableResult
    package func recordExerciseAttempt(
        exerciseId: String, passed: Bool, checksPassed: Int, checksTotal: Int, now: Date
    ) throws(ProgressStoreError) -> ExerciseAttempt {
        let attempt = ExerciseAttempt(
            profile: profile, exerciseId: exerciseId, passed: passed,
            checksPassed: checksPassed, checksTotal: checksTotal, attemptedAt: now)
        try record(.exerciseAttempt(attempt))
        return attempt
    }

    /// Applies `write` in its own transaction. When it cannot commit, the write is kept in the
    /// ``PendingJournal`` and the error thrown says so (``ProgressStoreError/keptIn``).
    @discardableResult
    package func record(_ write: PendingWrite) throws(ProgressStoreError) -> ReviewItem? {
        if let readOnlyBecause { throw Self.keep(write, after: readOnlyBecause, databasePath: path) }
        do {
            return try database.write { db in try write.apply(db) }
        } catch {
            throw Self.keep(write, after: Self.classify(error, path: path), databasePath: path)
        }
    }

    /// Keeps `write` in the journal beside `databasePath` after `error` (a failure to open or
    /// write the file) and returns the error, saying where the write was kept if it could be.
    package static func keep(
        _ write: PendingWrite, after error: ProgressStoreError, databasePath: String
    ) -> ProgressStoreError {
        var error = error
        let journal = PendingJournal(databasePath: databasePath)
        if (try? journal.append(write)) != nil { error.keptIn = journal.path }
        return error
    }

    /// Forgets this profile's progress: readings, attempts, schedule (with its SM-2 history) and hints shown (the profile and its
    /// language stay).
    package func resetProgress() throws(ProgressStoreError) {
        try write { db in
            try LessonReading.filter(Column("profile") == profile).deleteAll(db)
            try QuizAttempt.filter(Column("profile") == profile).deleteAll(db)
            try ExerciseAttempt.filter(Column("profile") == profile).deleteAll(db)
            try ReviewItem.filter(Column("profile") == profile).deleteAll(db)
            try db.execute(sql: "DELETE FROM reviewItem WHERE profile = ?", arguments: [profile])  // SM-2 history
            try HintProgress.filter(Column("profile") == profile).deleteAll(db)
        }
    }
}
