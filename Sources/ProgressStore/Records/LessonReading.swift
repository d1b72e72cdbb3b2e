import Foundation
import GRDB

/// How far a learner has read one lesson.
package struct LessonReading: Codable, Equatable, Sendable, FetchableRecord, StoredRecord, PersistableRecord {
    package static let databaseTableName = "lessonReading"

    /// The profile this belongs to.
    package var profile: String
    /// The lesson's id, as in `Lessons/course.yaml`.
    package var lessonId: String
    /// How many pages have been read (1-based count; 0 when only opened).
    package var pagesRead: Int
    /// Whether the learner reached the end of the lesson.
    package var finished: Bool
    /// When this row last changed.
    package var updatedAt: Date

    package init(profile: String, lessonId: String, pagesRead: Int, finished: Bool, updatedAt: Date) {
        self.profile = profile
        self.lessonId = lessonId
        self.pagesRead = pagesRead
        self.finished = finished
        self.updatedAt = updatedAt
    }

    /// The furthest progress of two readings of the same lesson: the most pages read, finished
    /// if either is, the later update time.
    package func merged(with other: LessonReading) -> LessonReading {
        LessonReading(
            profile: profile, lessonId: lessonId,
            pagesRead: max(pagesRead, other.pagesRead),
            finished: finished || other.finished,
            updatedAt: max(updatedAt, other.updatedAt))
    }
}
