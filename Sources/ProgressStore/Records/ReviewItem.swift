import Foundation
import GRDB

/// A question's place in the review schedule: its FSRS card (table `reviewCard`, migration
/// `v3`). Decodes also the SM-2 form of export format 1, converted by
/// ``FSRS/card(sm2Ease:intervalDays:reviewedAt:due:)``.
package struct ReviewItem: Codable, Equatable, Sendable, FetchableRecord, StoredRecord, PersistableRecord {
    package static let databaseTableName = "reviewCard"

    /// The profile this belongs to.
    package var profile: String
    /// The question's id.
    package var questionId: String
    /// Learning, review or relearning.
    package var phase: FSRS.Phase
    /// The learning or relearning step; nil in review.
    package var step: Int?
    /// FSRS stability in days; nil before the first review.
    package var stability: Double?
    /// FSRS difficulty, 1...10; nil before the first review.
    package var difficulty: Double?
    /// When the question was last reviewed.
    package var lastReview: Date?
    /// When the question is next due.
    package var dueDate: Date
    /// When the schedule last changed; on import the newer schedule wins.
    package var updatedAt: Date

    package init(profile: String, questionId: String, card: FSRS.Card, updatedAt: Date) {
        self.profile = profile
        self.questionId = questionId
        self.phase = card.phase
        self.step = card.step
        self.stability = card.stability
        self.difficulty = card.difficulty
        self.lastReview = card.lastReview
        self.dueDate = card.due
        self.updatedAt = updatedAt
    }

    /// The FSRS card held in this row.
    package var card: FSRS.Card {
        FSRS.Card(phase: phase, step: step, stability: stability, difficulty: difficulty, lastReview: lastReview, due: dueDate)
    }

    private enum CodingKeys: String, CodingKey {
        case profile, questionId, phase, step, stability, difficulty, lastReview, dueDate, updatedAt
    }

    /// The SM-2 fields of export format 1.
    private enum SM2Keys: String, CodingKey { case intervalDays, ease }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let profile = try container.decode(String.self, forKey: .profile)
        let questionId = try container.decode(String.self, forKey: .questionId)
        let strict = decoder.userInfo[.strictDates] as? Bool == true
        // In the database, a value of the wrong type (text where a number belongs, an integer
        // past Int's range, an unknown phase) counts as absent: the scheduler starts that part
        // of the card afresh (``FSRS/Card/sanitised``) instead of failing every command that
        // reads the schedule. An export is refused instead.
        func value<T: Decodable>(_ type: T.Type, _ key: CodingKeys) throws -> T? {
            do {
                return try container.decodeIfPresent(type, forKey: key)
            } catch {
                if strict { throw error }
                return nil
            }
        }
        // In the database a date no parser reads is 1970 (``StoredRecord``); an export is
        // decoded with ``CodingUserInfoKey/strictDates`` and refused.
        let due = try container.decode(Date.self, forKey: .dueDate)
        let updatedAt = try container.decode(Date.self, forKey: .updatedAt)
        let card: FSRS.Card
        if let phase = try value(FSRS.Phase.self, .phase) ?? (!strict && container.contains(.phase) ? .learning : nil) {
            card = FSRS.Card(
                phase: phase, step: try value(Int.self, .step), stability: try value(Double.self, .stability),
                difficulty: try value(Double.self, .difficulty),
                lastReview: try value(Date.self, .lastReview), due: due)
        } else {
            // Export format 1: an SM-2 schedule, refused when out of SM-2's own ranges.
            let sm2 = try decoder.container(keyedBy: SM2Keys.self)
            let ease = try sm2.decode(Double.self, forKey: .ease)
            let interval = try sm2.decode(Int.self, forKey: .intervalDays)
            guard ease.isFinite, (1.3...10).contains(ease) else {
                throw DecodingError.dataCorruptedError(forKey: .ease, in: sm2, debugDescription: "ease \(ease) is outside 1.3…10")
            }
            guard (0...FSRS.maximumInterval).contains(interval) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .intervalDays, in: sm2, debugDescription: "intervalDays \(interval) is outside 0…\(FSRS.maximumInterval)")
            }
            card = FSRS.card(sm2Ease: ease, intervalDays: interval, reviewedAt: updatedAt, due: due)
        }
        self.init(profile: profile, questionId: questionId, card: card, updatedAt: updatedAt)
    }
}

extension CodingUserInfoKey {
    /// Set to true to make ``ReviewItem`` refuse a date it cannot read instead of reading it as
    /// long past (exports are strict; database rows are not).
    package static let strictDates = CodingUserInfoKey(rawValue: "vctutor.strictDates")!
}
