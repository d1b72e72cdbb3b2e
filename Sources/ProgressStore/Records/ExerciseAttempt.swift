import Foundation
import GRDB

/// One check of a learner's solution to an exercise.
package struct ExerciseAttempt: Codable, Equatable, Sendable, FetchableRecord, StoredRecord, PersistableRecord {
    package static let databaseTableName = "exerciseAttempt"

    /// A UUID string; globally unique so that imports can merge attempts by id.
    package var id: String
    /// The profile this belongs to.
    package var profile: String
    /// The exercise's id.
    package var exerciseId: String
    /// Whether every check passed.
    package var passed: Bool
    /// How many of the exercise's checks passed.
    package var checksPassed: Int
    /// How many checks the exercise has.
    package var checksTotal: Int
    /// When the solution was checked.
    package var attemptedAt: Date

    package init(
        id: String = UUID().uuidString, profile: String, exerciseId: String, passed: Bool,
        checksPassed: Int, checksTotal: Int, attemptedAt: Date
    ) {
        self.id = id
        self.profile = profile
        self.exerciseId = exerciseId
        self.passed = passed
        self.checksPassed = checksPassed
        self.checksTotal = checksTotal
        self.attemptedAt = attemptedAt
    }
}

/// Where a learner stands with one exercise, derived from their attempts.
package enum ExerciseStatus: String, Codable, Sendable, CaseIterable {
    /// Never checked.
    case todo
    /// Checked at least once, never passed.
    case attempted
    /// Passed at least once.
    case passed

    /// The status that a list of attempts at one exercise gives.
    package init(attempts: [ExerciseAttempt]) {
        if attempts.isEmpty {
            self = .todo
        } else if attempts.contains(where: \.passed) {
            self = .passed
        } else {
            self = .attempted
        }
    }
}
