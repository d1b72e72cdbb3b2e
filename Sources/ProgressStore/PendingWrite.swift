import Foundation
import GRDB

/// A write that records something the learner did: the writes that are kept in the
/// ``PendingJournal`` when they cannot commit, so that no attempt or answer is lost.
///
/// Applying one twice changes nothing the second time (rows are keyed by UUID), so a journal
/// replayed by two processes at once, or replayed after the write did commit, is harmless.
package enum PendingWrite: Codable, Equatable, Sendable {
    /// A checked solution.
    case exerciseAttempt(ExerciseAttempt)
    /// The start of a quiz or review session.
    case quizAttempt(QuizAttempt)
    /// An answer, which also moves the question's review schedule (for `profile`).
    case answer(QuizAnswer, profile: String)

    /// Applies the write inside a transaction. Returns the question's new schedule for an
    /// answer applied now, nil otherwise.
    @discardableResult
    func apply(_ db: Database) throws -> ReviewItem? {
        switch self {
        case .exerciseAttempt(let attempt):
            try attempt.insert(db, onConflict: .ignore)
        case .quizAttempt(let attempt):
            try attempt.insert(db, onConflict: .ignore)
        case .answer(let answer, let profile):
            guard try !QuizAnswer.exists(db, key: answer.id) else { return nil }
            try answer.insert(db)
            return try Self.reschedule(
                db, profile: profile, questionId: answer.questionId,
                rating: answer.correct ? .good : .again, at: answer.answeredAt)
        }
        return nil
    }

    /// Moves a question's FSRS card along after a review rated `rating`.
    static func reschedule(
        _ db: Database, profile: String, questionId: String, rating: FSRS.Rating, at now: Date
    ) throws -> ReviewItem {
        let key: [String: any DatabaseValueConvertible] = ["profile": profile, "questionId": questionId]
        let previous = try ReviewItem.fetchOne(db, key: key)?.card ?? .new(at: now)
        let item = ReviewItem(
            profile: profile, questionId: questionId, card: FSRS.review(previous, rating: rating, at: now), updatedAt: now)
        try item.save(db)
        return item
    }
}
