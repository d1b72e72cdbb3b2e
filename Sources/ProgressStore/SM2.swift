import Foundation

/// The SuperMemo-2 spaced-repetition algorithm (P. A. Wozniak, 1990).
///
/// Each review is graded with a quality from 0 (blackout) to 5 (perfect). The published steps:
/// the first interval is 1 day, the second 6 days, each later one the previous interval times
/// the easiness factor (EF), a fraction rounded up to whole days. After every review
/// EF' = EF + (0.1 − (5 − q)(0.08 + (5 − q)·0.02)), never below 1.3. A quality below 3 starts
/// the repetitions again from the first interval (the EF is kept, not reset).
package enum SM2 {
    /// The lowest easiness factor the algorithm allows.
    package static let minimumEase = 1.3
    /// The easiness factor of a new item.
    package static let initialEase = 2.5

    /// One item's scheduling state.
    package struct State: Codable, Equatable, Sendable {
        /// Reviews in a row graded 3 or better.
        package var repetitions: Int
        /// The interval to the next review, in days.
        package var intervalDays: Int
        /// The easiness factor.
        package var ease: Double

        package init(repetitions: Int, intervalDays: Int, ease: Double) {
            self.repetitions = repetitions
            self.intervalDays = intervalDays
            self.ease = ease
        }

        /// The state of an item never reviewed.
        package static let new = State(repetitions: 0, intervalDays: 0, ease: SM2.initialEase)
    }

    /// A review's quality could not be graded because it is outside 0...5.
    package struct InvalidQuality: Error, CustomStringConvertible {
        /// The rejected grade.
        package let quality: Int
        package var description: String { "review quality \(quality) is outside 0...5" }
    }

    /// The state after a review graded `quality` (0...5).
    package static func review(_ state: State, quality: Int) throws(InvalidQuality) -> State {
        guard (0...5).contains(quality) else { throw InvalidQuality(quality: quality) }
        var next = state
        if quality >= 3 {
            switch state.repetitions {
            case 0: next.intervalDays = 1
            case 1: next.intervalDays = 6
            default: next.intervalDays = Int((Double(state.intervalDays) * state.ease).rounded(.up))
            }
            next.repetitions = state.repetitions + 1
        } else {
            next.repetitions = 0
            next.intervalDays = 1
        }
        let miss = Double(5 - quality)
        next.ease = max(minimumEase, state.ease + (0.1 - miss * (0.08 + miss * 0.02)))
        return next
    }

    /// The quality vctutor gives a quiz answer: 4 ("correct after hesitation") when right, 1
    /// ("incorrect, but the correct one remembered") when wrong.
    package static func quality(correct: Bool) -> Int { correct ? 4 : 1 }

    /// The date `state.intervalDays` days after `reviewedAt`.
    package static func dueDate(after reviewedAt: Date, state: State) -> Date {
        reviewedAt.addingTimeInterval(Double(state.intervalDays) * 86_400)
    }
}
