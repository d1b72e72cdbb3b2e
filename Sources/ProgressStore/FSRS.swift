import Foundation

/// The Free Spaced Repetition Scheduler, version 6 (FSRS-6), the algorithm Anki adopted in
/// 23.10, exactly as its reference implementation py-fsrs 6.3.2 computes it, with that
/// version's default parameters, 90 % desired retention, learning steps of 1 and 10 minutes,
/// one relearning step of 10 minutes, a 36,500-day cap and no fuzz (so schedules are
/// reproducible).
///
/// A card's memory is two numbers: its *stability* S (days until recall falls to 90 %) and its
/// *difficulty* D (1...10). Retrievability after t whole days is R = (1 + F·t/S)^(−w20) with
/// F = 0.9^(−1/w20) − 1; the interval for retention r is S/F · (r^(−1/w20) − 1) days, rounded
/// half to even, at least 1. A new or forgotten card goes through minute-long steps before it
/// gets a day interval again.
///
/// Every input is sanitised (``Card/sanitised``): whatever a file holds, no step traps.
package enum FSRS {
    /// FSRS-6's default parameters w0...w20, as published with py-fsrs 6.3.2.
    package static let parameters: [Double] = [
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
        1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ]
    /// The recall probability intervals aim at.
    package static let desiredRetention = 0.9
    /// The steps of a new card, in seconds.
    package static let learningSteps: [TimeInterval] = [60, 600]
    /// The steps of a forgotten card, in seconds.
    package static let relearningSteps: [TimeInterval] = [600]
    /// The longest interval, in days.
    package static let maximumInterval = 36_500
    /// The smallest stability, in days.
    package static let minimumStability = 0.001
    /// The largest stability a stored value is trusted with, in days (far past the longest
    /// interval; only guards against absurd stored values).
    package static let maximumStability = 1_000_000.0

    private static var decay: Double { -parameters[20] }
    private static var factor: Double { pow(0.9, 1 / decay) - 1 }
    private static let day: TimeInterval = 86_400

    /// How well an answer went: Again (forgotten) to Easy.
    package enum Rating: Int, Codable, Sendable, CaseIterable {
        case again = 1, hard, good, easy
    }

    /// Where a card is in its life.
    package enum Phase: String, Codable, Sendable, CaseIterable {
        /// New: going through the learning steps.
        case learning
        /// Scheduled in days.
        case review
        /// Forgotten: going through the relearning steps.
        case relearning
    }

    /// One card's scheduling state.
    package struct Card: Codable, Equatable, Sendable {
        package var phase: Phase
        /// The learning or relearning step (nil in review).
        package var step: Int?
        /// Days until recall falls to 90 %; nil before the first review.
        package var stability: Double?
        /// 1 (easy) to 10 (hard); nil before the first review.
        package var difficulty: Double?
        /// When the card was last reviewed; nil before the first review.
        package var lastReview: Date?
        /// When the card is next due.
        package var due: Date

        package init(phase: Phase, step: Int?, stability: Double?, difficulty: Double?, lastReview: Date?, due: Date) {
            self.phase = phase
            self.step = step
            self.stability = stability
            self.difficulty = difficulty
            self.lastReview = lastReview
            self.due = due
        }

        /// A card never reviewed, due at `now`.
        package static func new(at now: Date) -> Card {
            Card(phase: .learning, step: 0, stability: nil, difficulty: nil, lastReview: nil, due: now)
        }

        /// This card with every value brought into the range the algorithm works in: a
        /// non-finite stability or difficulty is forgotten (the card learns again), others are
        /// clamped; a missing or out-of-range step is the nearest valid one.
        package var sanitised: Card {
            var card = self
            if let s = stability, s.isFinite { card.stability = min(max(s, minimumStability), maximumStability) } else { card.stability = nil }
            if let d = difficulty, d.isFinite { card.difficulty = min(max(d, 1), 10) } else { card.difficulty = nil }
            if card.stability == nil || card.difficulty == nil {
                card.stability = nil
                card.difficulty = nil
                if card.phase != .learning { card.phase = .learning; card.step = 0 }
            }
            switch card.phase {
            case .review: card.step = nil
            case .learning: card.step = min(max(card.step ?? 0, 0), learningSteps.count)
            case .relearning: card.step = min(max(card.step ?? 0, 0), relearningSteps.count)
            }
            return card
        }
    }

    /// The probability of recalling `card` at `now` (0 before its first review).
    package static func retrievability(_ card: Card, at now: Date) -> Double {
        let card = card.sanitised
        guard let lastReview = card.lastReview, let stability = card.stability else { return 0 }
        return retrievability(stability: stability, elapsedDays: elapsedDays(from: lastReview, to: now))
    }

    /// The card after a review rated `rating` at `now`.
    package static func review(_ card: Card, rating: Rating, at now: Date) -> Card {
        var card = card.sanitised
        let elapsed = card.lastReview.map { elapsedDays(from: $0, to: now) }
        // The memory state.
        if let stability = card.stability, let difficulty = card.difficulty {
            if let elapsed, elapsed < 1 {
                card.stability = shortTermStability(stability, rating)
            } else {
                let r = elapsed.map { retrievability(stability: stability, elapsedDays: $0) } ?? 0
                card.stability = nextStability(difficulty: difficulty, stability: stability, retrievability: r, rating: rating)
            }
            card.difficulty = nextDifficulty(difficulty, rating)
        } else {
            card.stability = max(parameters[rating.rawValue - 1], minimumStability)
            card.difficulty = min(max(initialDifficulty(rating), 1), 10)
        }
        // The next interval.
        let interval: TimeInterval
        switch card.phase {
        case .learning, .relearning:
            let steps = card.phase == .learning ? learningSteps : relearningSteps
            let step = card.step ?? 0
            if steps.isEmpty || (step >= steps.count && rating != .again) {
                interval = graduate(&card)
            } else {
                switch rating {
                case .again:
                    card.step = 0
                    interval = steps[0]
                case .hard:
                    if step == 0 { interval = steps.count == 1 ? steps[0] * 1.5 : (steps[0] + steps[1]) / 2 }
                    else { interval = steps[min(step, steps.count - 1)] }
                case .good:
                    if step + 1 >= steps.count { interval = graduate(&card) }
                    else { card.step = step + 1; interval = steps[step + 1] }
                case .easy:
                    interval = graduate(&card)
                }
            }
        case .review:
            if rating == .again, !relearningSteps.isEmpty {
                card.phase = .relearning
                card.step = 0
                interval = relearningSteps[0]
            } else {
                interval = Double(intervalDays(stability: card.stability!)) * day
            }
        }
        card.due = now.addingTimeInterval(interval)
        card.lastReview = now
        return card
    }

    /// The interval in whole days for `stability`: rounded half to even, 1...36,500.
    package static func intervalDays(stability: Double) -> Int {
        let raw = stability / factor * (pow(desiredRetention, 1 / decay) - 1)
        guard raw.isFinite else { return raw.isNaN ? 1 : maximumInterval }
        return Int(min(max(raw.rounded(.toNearestOrEven), 1), Double(maximumInterval)))
    }

    /// Moves a card to review and returns its interval in seconds.
    private static func graduate(_ card: inout Card) -> TimeInterval {
        card.phase = .review
        card.step = nil
        return Double(intervalDays(stability: card.stability ?? minimumStability)) * day
    }

    /// Whole days between two dates, as Python's `timedelta.days` counts them (floored), never
    /// below 0.
    private static func elapsedDays(from start: Date, to end: Date) -> Double {
        let days = (end.timeIntervalSince(start) / day).rounded(.down)
        return days.isFinite ? max(0, days) : 0
    }

    private static func retrievability(stability: Double, elapsedDays: Double) -> Double {
        pow(1 + factor * elapsedDays / stability, decay)
    }

    private static func initialDifficulty(_ rating: Rating) -> Double {
        parameters[4] - exp(parameters[5] * Double(rating.rawValue - 1)) + 1
    }

    private static func nextDifficulty(_ difficulty: Double, _ rating: Rating) -> Double {
        let delta = -(parameters[6] * Double(rating.rawValue - 3))
        let damped = difficulty + (10 - difficulty) * delta / 9
        let reverted = parameters[7] * initialDifficulty(.easy) + (1 - parameters[7]) * damped
        return min(max(reverted, 1), 10)
    }

    private static func shortTermStability(_ stability: Double, _ rating: Rating) -> Double {
        var increase = exp(parameters[17] * (Double(rating.rawValue) - 3 + parameters[18])) * pow(stability, -parameters[19])
        if rating != .again { increase = max(increase, 1) }
        return clampStability(stability * increase)
    }

    private static func nextStability(difficulty: Double, stability: Double, retrievability r: Double, rating: Rating) -> Double {
        let next: Double
        if rating == .again {
            let longTerm = parameters[11] * pow(difficulty, -parameters[12]) * (pow(stability + 1, parameters[13]) - 1)
                * exp((1 - r) * parameters[14])
            let shortTerm = stability / exp(parameters[17] * parameters[18])
            next = min(longTerm, shortTerm)
        } else {
            let hardPenalty = rating == .hard ? parameters[15] : 1
            let easyBonus = rating == .easy ? parameters[16] : 1
            next = stability * (1 + exp(parameters[8]) * (11 - difficulty) * pow(stability, -parameters[9])
                * (exp((1 - r) * parameters[10]) - 1) * hardPenalty * easyBonus)
        }
        return clampStability(next)
    }

    private static func clampStability(_ stability: Double) -> Double {
        stability.isFinite ? min(max(stability, minimumStability), maximumStability) : maximumStability
    }
}
