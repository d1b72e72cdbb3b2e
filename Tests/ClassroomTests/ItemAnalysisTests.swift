import Classroom
import Testing

/// The expected figures were computed independently with numpy 2.4 / scipy 1.17 by
/// `Reference/item_analysis_reference.py` (same data), following Moodle's "Quiz statistics
/// calculations"; they are not output of the code under test.
@Suite struct ItemAnalysisTests {
    static let items = [
        AnalysedItem(id: "q1", options: ["a", "b", "c", "d"], correctOptions: ["a"]),
        AnalysedItem(id: "q2", options: ["p", "q", "r"], correctOptions: ["p", "q"]),
        AnalysedItem(id: "q3", maxScore: 2),
        AnalysedItem(id: "q4", options: ["x", "y"], correctOptions: ["x"]),
    ]

    static func r(_ score: Double, _ chosen: String...) -> ItemResponse { ItemResponse(score: score, chosen: chosen) }

    static let responses: [[ItemResponse?]] = [
        [r(1, "a"), r(1, "p", "q"), r(2), r(1, "x")],
        [r(1, "a"), r(0, "p"), r(1.5), r(1, "x")],
        [r(0, "b"), r(1, "p", "q"), r(2), r(0, "y")],
        [r(1, "a"), r(1, "p", "q"), r(0.5), r(1, "x")],
        [r(0, "c"), r(0, "r"), r(1), nil],
        [r(1, "a"), r(0, "q"), r(0), r(0, "y")],
        [r(0, "b"), r(0, "p", "r"), r(1), r(1, "x")],
        [r(0, "d"), nil, r(0), r(0, "y")],
        [r(1, "a"), r(1, "p", "q"), r(2), r(1, "x")],
        [r(0, "b"), r(0, "r"), r(0.5), r(0, "y")],
        [r(1, "a"), r(1, "p", "q"), r(1), r(0, "y")],
        [r(0, "c"), r(0, "q", "r"), r(0), r(1, "x")],
    ]

    static func close(_ value: Double?, _ expected: Double) -> Bool {
        guard let value else { return false }
        return abs(value - expected) < 1e-9
    }

    @Test func testFiguresMatchTheReference() throws {
        let report = try ItemAnalysis.analyse(items: Self.items, responses: Self.responses)
        #expect(report.test.studentCount == 12)
        #expect(report.test.maxTotal == 5)
        #expect(Self.close(report.test.mean, 2.375))
        #expect(Self.close(report.test.median, 2.5))
        #expect(Self.close(report.test.standardDeviation, 1.7072705489))
        #expect(Self.close(report.test.cronbachAlpha, 0.6826943903))
        #expect(report.topGroup == [0, 8, 1, 3])
        #expect(report.bottomGroup == [5, 11, 9, 7])
    }

    @Test func itemFiguresMatchTheReference() throws {
        let report = try ItemAnalysis.analyse(items: Self.items, responses: Self.responses)
        let expected: [(facility: Double, sd: Double, di: Double, de: Double)] = [
            (0.5, 0.5222329679, 0.4662524041, 0.5555555556),
            (0.4166666667, 0.5149286505, 0.6206824015, 0.7583892617),
            (0.4791666667, 0.3910698225, 0.5198550131, 0.5364806867),
            (0.5, 0.5222329679, 0.3270855684, 0.3548387097),
        ]
        for (item, figures) in zip(report.items, expected) {
            #expect(Self.close(item.facility, figures.facility), "\(item.id) facility")
            #expect(Self.close(item.standardDeviation, figures.sd), "\(item.id) sd")
            #expect(Self.close(item.discriminationIndex, figures.di), "\(item.id) discrimination")
            #expect(Self.close(item.discriminativeEfficiency, figures.de), "\(item.id) efficiency")
        }
        #expect(report.items[1].answered == 11)
        #expect(report.items[3].answered == 11)
    }

    @Test func distractorTableMatchesTheReference() throws {
        let report = try ItemAnalysis.analyse(items: Self.items, responses: Self.responses)
        let expected: [String: (all: Double, top: Double, bottom: Double)] = [
            "a": (0.5, 1, 0.25), "b": (0.25, 0, 0.25), "c": (0.1666666667, 0, 0.25), "d": (0.0833333333, 0, 0.25),
            "p": (0.5833333333, 1, 0), "q": (0.5833333333, 0.75, 0.5), "r": (0.3333333333, 0, 0.5),
            "x": (0.5, 1, 0.25), "y": (0.4166666667, 0, 0.75),
        ]
        let rows = report.items.flatMap(\.options)
        #expect(rows.count == expected.count)
        for row in rows {
            let figures = try #require(expected[row.option])
            #expect(Self.close(row.all, figures.all), "\(row.option) all")
            #expect(Self.close(row.top, figures.top), "\(row.option) top")
            #expect(Self.close(row.bottom, figures.bottom), "\(row.option) bottom")
        }
        #expect(report.items[0].options.map(\.isCorrect) == [true, false, false, false])
        #expect(report.items[2].options.isEmpty)
    }

    @Test func undefinedFiguresAreNil() throws {
        let one = try ItemAnalysis.analyse(items: Self.items, responses: [Self.responses[0]])
        #expect(one.test.standardDeviation == nil)
        #expect(one.test.cronbachAlpha == nil)
        #expect(one.items[0].discriminationIndex == nil)
        #expect(one.items[0].options[0].top == nil)
        // Everyone right on q1: no spread, so no discrimination, but facility 1.
        let same = try ItemAnalysis.analyse(
            items: [AnalysedItem(id: "q1"), AnalysedItem(id: "q2")],
            responses: [[Self.r(1), Self.r(0)], [Self.r(1), Self.r(1)], [Self.r(1), Self.r(0)]])
        #expect(same.items[0].facility == 1)
        #expect(same.items[0].discriminationIndex == nil)
        let empty = try ItemAnalysis.analyse(items: Self.items, responses: [])
        #expect(empty.test.mean == nil)
        #expect(empty.items[0].facility == nil)
    }

    @Test func badInputIsNamed() {
        #expect(throws: ItemAnalysisError.rowLength(student: 1, found: 1, expected: 2)) {
            try ItemAnalysis.analyse(items: [AnalysedItem(id: "a"), AnalysedItem(id: "b")],
                                     responses: [[nil, nil], [nil]])
        }
        #expect(throws: ItemAnalysisError.nonPositiveMaximum(item: "a", maxScore: 0)) {
            try ItemAnalysis.analyse(items: [AnalysedItem(id: "a", maxScore: 0)], responses: [])
        }
        #expect(ItemAnalysisError.rowLength(student: 1, found: 1, expected: 2).description
            == "student 2 has 1 responses, expected one per item (2)")
    }
}
