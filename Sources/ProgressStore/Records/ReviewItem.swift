import Foundation
import GRDB

/// A question's place in the spaced-repetition schedule (the SM-2 fields).
package struct ReviewItem: Codable, Equatable, Sendable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "reviewItem"

    /// The profile this belongs to.
    package var profile: String
    /// The question's id.
    package var questionId: String
    /// The SM-2 state: repetitions, interval and ease.
    package var repetitions: Int
    /// Days until the next review.
    package var intervalDays: Int
    /// The SM-2 easiness factor (at least 1.3).
    package var ease: Double
    /// When the question is next due.
    package var dueDate: Date
    /// When the schedule last changed; on import the newer schedule wins.
    package var updatedAt: Date

    package init(
        profile: String, questionId: String, state: SM2.State, dueDate: Date, updatedAt: Date
    ) {
        self.profile = profile
        self.questionId = questionId
        self.repetitions = state.repetitions
        self.intervalDays = state.intervalDays
        self.ease = state.ease
        self.dueDate = dueDate
        self.updatedAt = updatedAt
    }

    /// The SM-2 state held in this row.
    package var state: SM2.State {
        SM2.State(repetitions: repetitions, intervalDays: intervalDays, ease: ease)
    }
}
