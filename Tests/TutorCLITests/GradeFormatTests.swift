import Foundation
import Testing
@testable import TutorCLI

/// The grading reports' formats, on records made by hand.
struct GradeFormatTests {
    static func record(_ student: String, _ exercise: String, _ outcome: GradeOutcome, checks: [String]) -> GradeRecord {
        GradeRecord(student: student, exercise: exercise, outcome: outcome, checkIDs: checks)
    }

    /// RFC 4180, section 2: fields with commas, double quotes or line breaks are enclosed in
    /// double quotes, a double quote inside one is doubled, and each record ends with CRLF.
    @Test func csvQuotesWhatRFC4180SaysItMust() {
        #expect(GradesCSV.field("plain") == "plain")
        #expect(GradesCSV.field("Smith, Ann") == "\"Smith, Ann\"")
        #expect(GradesCSV.field("the \"best\"") == "\"the \"\"best\"\"\"")
        #expect(GradesCSV.field("two\nlines") == "\"two\nlines\"")
        let text = GradesCSV.text([Self.record("Smith, Ann", "root-in-code",
                                               GradeOutcome(status: "ok", checks: [CheckOutcome(id: "a", passed: true, message: "")]),
                                               checks: ["a"])])
        #expect(text == "student,exercise,status,checks_passed,checks_total,score\r\n\"Smith, Ann\",root-in-code,pass,1,1,1.00\r\n")
    }

    /// XML 1.0 (section 2.2) allows no control characters but tab, LF and CR; markup
    /// characters must be escaped. A student's output holding both still parses.
    @Test func junitEscapesMarkupAndDropsForbiddenCharacters() throws {
        let nasty = "a <b> & \"c\" 'd'\u{0}\u{1B}[31m\u{7}end"
        let record = Self.record("</testsuite>", "ex", GradeOutcome(
            status: "ok", checks: [CheckOutcome(id: "c1", passed: false, message: nasty)]), checks: ["c1"])
        let xml = JUnitReport.text([record])
        let shape = try JUnitShape(data: Data(xml.utf8))
        #expect(shape.suites == ["</testsuite>"])
        #expect(shape.cases == 1 && shape.failures == 1)
        #expect(!xml.contains("\u{0}") && !xml.contains("\u{1B}"))
    }

    /// Exercism's interface: `message` only for `error`, `output` at most 500 characters,
    /// `tests` left out when no test ran.
    @Test func exercismResultsFollowVersion3() throws {
        let long = String(repeating: "x", count: 2_000)
        let failed = Self.record("s", "e", GradeOutcome(
            status: "ok", checks: [CheckOutcome(id: "one", passed: true, message: "fine"),
                                   CheckOutcome(id: "two", passed: false, message: "not yet")], output: long),
            checks: ["one", "two"])
        let results = ExercismResults(failed, truncated: "cut")
        #expect(results.status == .fail && results.message == nil)
        #expect(results.tests?.map(\.status) == [.pass, .fail])
        #expect(results.tests?.first?.message == nil && results.tests?.last?.message == "not yet")
        #expect(results.tests?.allSatisfy { ($0.output?.count ?? 0) == 500 && $0.output!.hasSuffix("\ncut") } == true)
        let json = try JSONSerialization.jsonObject(with: results.encoded()) as? [String: Any]
        #expect(json?["version"] as? Int == 3)
        #expect((json?["tests"] as? [[String: Any]])?.first?["task_id"] as? Int == 1)

        let crashed = Self.record("s", "e", GradeOutcome(status: "crashed", problem: "signal 11"), checks: ["one"])
        let error = ExercismResults(crashed, truncated: "cut")
        #expect(error.status == .error && error.message == "signal 11" && error.tests == nil)
        #expect(crashed.checksTotal == 1 && crashed.checksPassed == 0 && crashed.score == "0.00")
    }

    /// Gradescope's autograder: a test per check with score and max_score, the total as score.
    @Test func gradescopeResultsScoreEachCheck() {
        let records = [
            Self.record("s", "e1", GradeOutcome(status: "ok", checks: [
                CheckOutcome(id: "a", passed: true, message: ""), CheckOutcome(id: "b", passed: false, message: "no")]),
                checks: ["a", "b"]),
            Self.record("s", "e2", GradeOutcome(status: GradeOutcome.missing, problem: "missing"), checks: ["c"]),
        ]
        let results = GradescopeResults(records)
        #expect(results.score == 1)
        #expect(results.tests.map(\.name) == ["e1: a", "e1: b", "e2: c"])
        #expect(results.tests.map(\.status) == ["passed", "failed", "failed"])
        #expect(results.tests.map(\.number) == ["1.1", "1.2", "2.1"])
        #expect(results.tests.allSatisfy { $0.maxScore == 1 })
    }

    @Test func theSummaryCountsAndNamesTheCommonestFailure() {
        let fail = { (id: String) in GradeOutcome(status: "ok", checks: [
            CheckOutcome(id: "a", passed: id != "a", message: ""), CheckOutcome(id: "b", passed: id != "b", message: "")]) }
        let records = [
            Self.record("1", "e", fail("b"), checks: ["a", "b"]),
            Self.record("2", "e", fail("b"), checks: ["a", "b"]),
            Self.record("3", "e", fail("a"), checks: ["a", "b"]),
            Self.record("4", "e", GradeOutcome(status: "diagnostics", problem: "x"), checks: ["a", "b"]),
            Self.record("5", "e", GradeOutcome(status: GradeOutcome.missing), checks: ["a", "b"]),
        ]
        let row = GradeSummary(records, exercises: ["e"]).rows[0]
        #expect(row.passed == 0 && row.failed == 3 && row.errors == 1 && row.missing == 1)
        #expect(row.commonestFailedCheck == "b" && row.commonestFailedCount == 2)
    }

    @Test func aMistypedNameFindsTheClosest() {
        let known = ["root-in-code", "swap-root", "show-the-window"]
        #expect(ClosestName.to("root-in-cod", among: known) == "root-in-code")
        #expect(ClosestName.to("swaproot", among: known) == "swap-root")
        #expect(ClosestName.to("zzzzzzzz", among: known) == nil)
    }
}
