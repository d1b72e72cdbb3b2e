import Foundation
import GRDB

/// A learner's profile: a name and the language they chose for the course.
package struct Profile: Codable, Equatable, Sendable, FetchableRecord, StoredRecord, PersistableRecord {
    package static let databaseTableName = "profile"

    /// The profile's name; the primary key. The shell uses `default` unless told otherwise.
    package var name: String
    /// The chosen interface language (`en`, `ru`, `zh-Hans`), or nil when never chosen.
    package var language: String?
    /// When the profile was created.
    package var createdAt: Date

    package init(name: String, language: String?, createdAt: Date) {
        self.name = name
        self.language = language
        self.createdAt = createdAt
    }
}
