import Foundation
import Testing
@testable import ProgressStore

// Expected values follow the published SM-2 definition (P. A. Wozniak, "Optimization of
// learning", 1990; https://super-memory.com/english/ol/sm2.htm): I(1)=1, I(2)=6,
// I(n)=I(n-1)*EF rounded up; EF' = EF + (0.1-(5-q)*(0.08+(5-q)*0.02)), floor 1.3; q<3 restarts.
@Suite struct SM2Tests {
    @Test func firstIntervalsAreOneThenSixDays() throws {
        let first = try SM2.review(.new, quality: 4)
        #expect(first.repetitions == 1 && first.intervalDays == 1)
        let second = try SM2.review(first, quality: 4)
        #expect(second.repetitions == 2 && second.intervalDays == 6)
    }

    @Test func thirdIntervalIsPreviousTimesEaseRoundedUp() throws {
        // q=5 three times: EF 2.5 -> 2.6 -> 2.7 -> 2.8; I3 = ceil(6 * 2.7) = ceil(16.2) = 17.
        var state = SM2.State.new
        for _ in 0..<3 { state = try SM2.review(state, quality: 5) }
        #expect(state.intervalDays == 17)
        #expect(abs(state.ease - 2.8) < 1e-9)
    }

    @Test(arguments: [(5, 0.1), (4, 0.0), (3, -0.14), (2, -0.32), (1, -0.54), (0, -0.8)])
    func easeChangesByTheFormula(quality: Int, delta: Double) throws {
        let state = try SM2.review(.new, quality: quality)
        #expect(abs(state.ease - (2.5 + delta)) < 1e-9)
    }

    @Test func easeNeverDropsBelowOnePointThree() throws {
        var state = SM2.State(repetitions: 0, intervalDays: 0, ease: 1.4)
        state = try SM2.review(state, quality: 0)
        #expect(state.ease == 1.3)
    }

    @Test func aFailedReviewRestartsRepetitionsButKeepsGrowingFromOneDay() throws {
        let learned = SM2.State(repetitions: 4, intervalDays: 40, ease: 2.5)
        let failed = try SM2.review(learned, quality: 2)
        #expect(failed.repetitions == 0 && failed.intervalDays == 1)
        let again = try SM2.review(failed, quality: 4)
        #expect(again.repetitions == 1 && again.intervalDays == 1)
    }

    @Test func qualityOutsideZeroToFiveIsRejected() {
        #expect(throws: SM2.InvalidQuality.self) { try SM2.review(.new, quality: 6) }
        #expect(throws: SM2.InvalidQuality.self) { try SM2.review(.new, quality: -1) }
    }

    @Test func dueDateIsIntervalDaysLater() {
        let start = Date(timeIntervalSince1970: 1_000_000)
        let state = SM2.State(repetitions: 2, intervalDays: 6, ease: 2.5)
        #expect(SM2.dueDate(after: start, state: state) == start.addingTimeInterval(6 * 86_400))
    }
}
