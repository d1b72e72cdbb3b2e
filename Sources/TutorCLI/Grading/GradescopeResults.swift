import Foundation

/// A student's `results.json` for Gradescope's autograder
/// (gradescope-autograders.readthedocs.io, "Autograder Specifications"): `score`, the sum of
/// the tests' scores, and `tests`, one per check of each exercise graded, with `name`,
/// `number`, `score` and `max_score` (1 per check), `status` (`passed` or `failed`) and
/// `output` (why it did not pass).
package struct GradescopeResults: Encodable, Equatable {
    package var score: Double
    package var tests: [Test]

    /// One check of one exercise.
    package struct Test: Encodable, Equatable {
        package var name: String
        package var number: String
        package var score: Double
        package var maxScore: Double
        package var status: String
        package var output: String?

        enum CodingKeys: String, CodingKey {
            case name, number, score, status, output
            case maxScore = "max_score"
        }
    }

    /// The results of one student's `records`.
    package init(_ records: [GradeRecord]) {
        tests = []
        for (exerciseNumber, record) in records.enumerated() {
            for (checkNumber, line) in record.checkLines.enumerated() {
                let passed = line.status == .pass
                tests.append(Test(
                    name: "\(record.exercise): \(line.id)", number: "\(exerciseNumber + 1).\(checkNumber + 1)",
                    score: passed ? 1 : 0, maxScore: 1, status: passed ? "passed" : "failed", output: line.message))
            }
        }
        score = tests.reduce(0) { $0 + $1.score }
    }

    /// The file's bytes.
    package func encoded() throws -> Data {
        try GradeJSON.encoder.encode(self)
    }
}
