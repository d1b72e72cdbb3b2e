import Foundation

extension FSRS {
    /// The retention SM-2 schedules at, by the convention FSRS uses when it takes over an SM-2
    /// history: an SM-2 interval is the time at which recall has fallen to 90 %.
    package static let sm2Retention = 0.9

    /// The FSRS card an SM-2 schedule becomes when no review log is kept (the rule Anki applies
    /// when a collection switches to FSRS):
    /// - stability is the SM-2 interval (at 90 % retention an FSRS interval equals its stability);
    /// - difficulty is the one at which a Good review at 90 % retrievability multiplies the
    ///   stability by the SM-2 ease: D = 11 − (ease − 1) / (e^w8 · S^−w9 · (e^(0.1·w10) − 1)),
    ///   clamped to 1...10;
    /// - the card is in review, last reviewed at `reviewedAt`, still due at `due`.
    ///
    /// A non-finite ease counts as SM-2's initial 2.5; the interval is clamped to 1...36,500 days.
    package static func card(sm2Ease ease: Double, intervalDays: Int, reviewedAt: Date, due: Date) -> Card {
        let stability = Double(min(max(intervalDays, 1), maximumInterval))
        let ease = ease.isFinite ? ease : 2.5
        let growth = exp(parameters[8]) * pow(stability, -parameters[9]) * (exp((1 - sm2Retention) * parameters[10]) - 1)
        let difficulty = min(max(11 - (ease - 1) / growth, 1), 10)
        return Card(phase: .review, step: nil, stability: stability, difficulty: difficulty, lastReview: reviewedAt, due: due)
    }
}
