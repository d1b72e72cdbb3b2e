import Foundation
import GRDB

/// A question's place in the review schedule: its FSRS card (table `reviewCard`, migration
/// `v3`). Decodes also the SM-2 form of export format 1, converted by
/// ``FSRS/card(sm2Ease:intervalDays:reviewedAt:due:)``.
package struct ReviewItem: Codable, Equatable, Sendable, FetchableRecord, PersistableRecord {
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
        // In the database, a date that cannot be read (text no date parser accepts, a year past
        // 9999) counts as 1970-01-01: long past, so the question is due and its next review
        // writes a sound date. An export is decoded with ``CodingUserInfoKey/strictDates`` and
        // refused instead.
        func date(_ key: CodingKeys) throws -> Date {
            do {
                return try container.decode(Date.self, forKey: key)
            } catch {
                if case DecodingError.keyNotFound = error { throw error }
                if decoder.userInfo[.strictDates] as? Bool == true { throw error }
                return Date(timeIntervalSince1970: 0)
            }
        }
        let due = try date(.dueDate)
        let updatedAt = try date(.updatedAt)
        let card: FSRS.Card
        if let phase = try container.decodeIfPresent(FSRS.Phase.self, forKey: .phase) {
            card = FSRS.Card(
                phase: phase, step: try container.decodeIfPresent(Int.self, forKey: .step),
                stability: try container.decodeIfPresent(Double.self, forKey: .stability),
                difficulty: try container.decodeIfPresent(Double.self, forKey: .difficulty),
                lastReview: (try? container.decodeIfPresent(Date.self, forKey: .lastReview)) ?? nil, due: due)
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
