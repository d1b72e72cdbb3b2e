import Foundation
import GRDB

/// How many hints of one exercise the learner has been shown.
package struct HintProgress: Codable, Equatable, Sendable, FetchableRecord, StoredRecord, PersistableRecord {
    package static let databaseTableName = "hintProgress"

    /// The profile this belongs to.
    package var profile: String
    /// The exercise's id.
    package var exerciseId: String
    /// How many hints were shown, counting from the first.
    package var shown: Int
    /// When the last one was shown.
    package var updatedAt: Date

    package init(profile: String, exerciseId: String, shown: Int, updatedAt: Date) {
        self.profile = profile
        self.exerciseId = exerciseId
        self.shown = shown
        self.updatedAt = updatedAt
    }
}
