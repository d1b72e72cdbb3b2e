import Foundation
import GRDB

/// A record read from the progress file. A stored date no parser reads (a year past 9999, text
/// that is not a date, a blob) counts as 1970-01-01, long past, instead of making every command
/// that reads the table fail for good: a review card with such a date is due now, and the next
/// write of the record stores a sound date. (Exports are decoded by JSON, not by this, and
/// refused instead.)
package protocol StoredRecord: FetchableRecord {}

extension StoredRecord {
    package static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy {
        .custom { value in value.isNull ? nil : Date.fromDatabaseValue(value) ?? Date(timeIntervalSince1970: 0) }
    }
}
