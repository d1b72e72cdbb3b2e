import Foundation
import GRDB

/// One sitting of a quiz: its answers are ``QuizAnswer`` rows pointing at it.
package struct QuizAttempt: Codable, Equatable, Sendable, FetchableRecord, StoredRecord, PersistableRecord {
    package static let databaseTableName = "quizAttempt"

    /// A UUID string; globally unique so that imports can merge attempts by id.
    package var id: String
    /// The profile this belongs to.
    package var profile: String
    /// The quiz's id (the lesson's id for a lesson's quiz).
    package var quizId: String
    /// When the attempt started.
    package var startedAt: Date

    package init(id: String = UUID().uuidString, profile: String, quizId: String, startedAt: Date) {
        self.id = id
        self.profile = profile
        self.quizId = quizId
        self.startedAt = startedAt
    }
}

/// One answer given in a quiz attempt.
package struct QuizAnswer: Codable, Equatable, Sendable, FetchableRecord, StoredRecord, PersistableRecord {
    package static let databaseTableName = "quizAnswer"

    /// A UUID string.
    package var id: String
    /// The ``QuizAttempt`` this answer belongs to.
    package var attemptId: String
    /// The question's id.
    package var questionId: String
    /// What the learner gave, as typed or as the chosen option's id.
    package var given: String
    /// Whether it was right.
    package var correct: Bool
    /// When it was answered.
    package var answeredAt: Date

    package init(
        id: String = UUID().uuidString, attemptId: String, questionId: String,
        given: String, correct: Bool, answeredAt: Date
    ) {
        self.id = id
        self.attemptId = attemptId
        self.questionId = questionId
        self.given = given
        self.correct = correct
        self.answeredAt = answeredAt
    }
}
