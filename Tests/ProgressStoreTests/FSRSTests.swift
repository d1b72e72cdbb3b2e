import Foundation
import Testing
@testable import ProgressStore

/// FSRS against its reference implementation: every expected number below was printed by
/// `fsrs_reference.py` (beside this file) with py-fsrs 6.3.2, fuzz off, the default parameters.
@Suite struct FSRSTests {
    /// (seconds after the start, rating, phase, step, stability, difficulty, seconds until due,
    /// retrievability a day after the review), for each review of a history.
    typealias Expected = (Int, Int, FSRS.Phase, Int?, Double, Double, Int, Double)

    static let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01T00:00:00Z

    static let reference: [String: [Expected]] = [
        "goodWhenDue": [
            (0, 3, .learning, 1, 2.3065, 2.118103970459016, 600, 0.9468474993825461),
            (600, 3, .review, nil, 2.3065, 2.111214235785395, 172800, 0.9468474993825461),
            (173400, 3, .review, nil, 10.971048263078135, 2.1043313908464483, 950400, 0.9868890133223136),
            (1123800, 3, .review, nil, 46.316858440073425, 2.0974554287524403, 3974400, 0.996775461196363),
            (5098200, 3, .review, nil, 162.99981577472244, 2.0905863426205262, 14083200, 0.999075784298783),
            (19181400, 3, .review, nil, 497.8765551245907, 2.083724125574744, 43027200, 0.9996967162035607),
        ],
        "againThenGood": [
            (0, 1, .learning, 0, 0.212, 6.4133, 60, 0.7661957302284143),
            (60, 3, .learning, 1, 0.24668918777567272, 6.402115069296838, 600, 0.7808502770196439),
            (660, 3, .review, nil, 0.2842063592758949, 6.3909413235243795, 86400, 0.7943861201504139),
        ],
        "forgottenAfterADay": [
            (0, 3, .learning, 1, 2.3065, 2.118103970459016, 600, 0.9468474993825461),
            (600, 3, .review, nil, 2.3065, 2.111214235785395, 172800, 0.9468474993825461),
            (172800, 1, .relearning, 0, 0.5714134771596958, 7.392238132342694, 600, 0.8572285348069192),
            (173400, 3, .review, nil, 0.6229171551771583, 7.38007426350719, 86400, 0.8643495063117558),
        ],
        "allRatings": [
            (0, 4, .review, nil, 8.2956, 1.0, 691200, 0.9829234388308534),
            (432000, 2, .review, nil, 21.188393337448307, 4.010608969296839, 1814400, 0.9930498553107526),
            (1728000, 3, .review, nil, 58.309711865379555, 4.00182672962438, 5011200, 0.9974323288773725),
            (7776000, 1, .relearning, 0, 3.1600994961452544, 8.013669602902612, 600, 0.959191209822056),
            (7776600, 2, .relearning, 0, 3.1600994961452544, 8.666609688707087, 900, 0.959191209822056),
        ],
        "late": [
            (0, 3, .learning, 1, 2.3065, 2.118103970459016, 600, 0.9468474993825461),
            (60, 3, .review, nil, 2.3065, 2.111214235785395, 172800, 0.9468474993825461),
            (660, 3, .review, nil, 2.3065, 2.1043313908464483, 172800, 0.9468474993825461),
            (34560000, 3, .review, nil, 65.67816140719593, 2.0974554287524403, 5702400, 0.9977179471349443),
        ],
    ]

    @Test(arguments: reference.keys.sorted())
    func matchesTheReferenceImplementation(history: String) {
        var card = FSRS.Card.new(at: Self.start)
        for (offset, rating, phase, step, stability, difficulty, dueIn, retrievability) in Self.reference[history]! {
            let now = Self.start.addingTimeInterval(Double(offset))
            card = FSRS.review(card, rating: FSRS.Rating(rawValue: rating)!, at: now)
            let at = "\(history) at +\(offset)s"
            #expect(card.phase == phase, "\(at)")
            #expect(card.step == step, "\(at)")
            #expect(Self.close(card.stability, stability), "\(at): stability \(card.stability ?? .nan) vs \(stability)")
            #expect(Self.close(card.difficulty, difficulty), "\(at): difficulty \(card.difficulty ?? .nan) vs \(difficulty)")
            #expect(card.due.timeIntervalSince(now) == Double(dueIn), "\(at)")
            #expect(Self.close(FSRS.retrievability(card, at: now.addingTimeInterval(86_400)), retrievability), "\(at)")
        }
    }

    static func close(_ value: Double?, _ expected: Double) -> Bool {
        guard let value else { return false }
        return abs(value - expected) <= 1e-9 * max(1, abs(expected))
    }

    @Test func aWrongAnswerIsDueAgainInMinutesNotADay() {
        var card = FSRS.Card.new(at: Self.start)
        card = FSRS.review(card, rating: .good, at: Self.start)
        card = FSRS.review(card, rating: .good, at: Self.start + 600)
        #expect(card.phase == .review)
        let forgotten = FSRS.review(card, rating: .again, at: Self.start + 3 * 86_400)
        #expect(forgotten.phase == .relearning)
        #expect(forgotten.due.timeIntervalSince(Self.start + 3 * 86_400) == 600)
        let newWrong = FSRS.review(.new(at: Self.start), rating: .again, at: Self.start)
        #expect(newWrong.due.timeIntervalSince(Self.start) == 60)
    }

    /// Whatever a file holds, reviewing never traps and the next due date is within the cap.
    @Test(arguments: [
        Double.nan, .infinity, -.infinity, 0, -1, 1e308, -1e308, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
    ])
    func anyStoredValueIsScheduled(value: Double) {
        for phase in FSRS.Phase.allCases {
            for step in [nil, -5, 0, 1, 7, Int.max, Int.min] as [Int?] {
                for lastReview in [nil, Date.distantPast, Date.distantFuture, Self.start] as [Date?] {
                    let card = FSRS.Card(phase: phase, step: step, stability: value, difficulty: value,
                                         lastReview: lastReview, due: Self.start)
                    for rating in FSRS.Rating.allCases {
                        let next = FSRS.review(card, rating: rating, at: Self.start)
                        let wait = next.due.timeIntervalSince(Self.start)
                        #expect(wait > 0 && wait <= Double(FSRS.maximumInterval) * 86_400)
                        #expect(next.stability.map { $0.isFinite && $0 > 0 } == true)
                        #expect(next.difficulty.map { (1...10).contains($0) } == true)
                    }
                    #expect(FSRS.retrievability(card, at: Self.start).isFinite)
                }
            }
        }
    }
}
