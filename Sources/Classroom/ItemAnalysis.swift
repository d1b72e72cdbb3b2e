/// Item analysis of a test as Moodle's quiz statistics report computes it (Moodle Docs,
/// "Quiz statistics calculations"): per item its facility index, standard deviation,
/// discrimination index and discriminative efficiency, and for the whole test Cronbach's α
/// (Moodle's "coefficient of internal consistency"), plus a distractor table per item.
///
/// A pure function of the scores and chosen options; nothing is read or written.
///
/// ```swift
/// let items = [AnalysedItem(id: "q1", maxScore: 1, options: ["a", "b", "c"]), ...]
/// let responses: [[ItemResponse?]] = [
///     [ItemResponse(score: 1, chosen: ["a"]), nil],      // student 1: q1 right, q2 unanswered
///     [ItemResponse(score: 0, chosen: ["c"]), ItemResponse(score: 1, chosen: ["x"])],
///     ...
/// ]
/// let report = try ItemAnalysis.analyse(items: items, responses: responses)
/// report.items[0].facility          // 0…1 (Moodle shows it ×100 as a percentage)
/// report.test.cronbachAlpha          // nil when it cannot be computed
/// ```
///
/// Conventions (Moodle's, where Moodle has one):
/// - An unanswered item (`nil`) scores 0 (Moodle's "treat omitted items as 0").
/// - Variances are sample variances (divided by n − 1).
/// - Facility = mean item score ÷ the item's maximum; standard deviation likewise ÷ maximum.
/// - Discrimination index = Pearson correlation of the item score with the rest of the test
///   (total minus this item), −1…1 (Moodle shows it ×100).
/// - Discriminative efficiency = covariance of item and rest ÷ the largest covariance the
///   same two sets of numbers could have (both sorted ascending and paired), −1…1.
/// - Cronbach's α = P/(P−1) · (1 − Σ item variances ÷ variance of totals), P items.
/// - Top and bottom thirds: students ordered by total score, highest first, ties by their
///   order in `responses`; each group holds ⌊n/3⌋ students (empty below 3 students).
/// A figure that would divide by zero (fewer than two students, no spread) is nil.
public enum ItemAnalysis {
    /// Analyses `responses[student][item]` against `items`.
    ///
    /// - Throws: ``ItemAnalysisError`` when a row's length differs from the item count, a
    ///   maximum score is not positive, or a score is not a finite number.
    public static func analyse(items: [AnalysedItem], responses: [[ItemResponse?]]) throws -> ItemAnalysisReport {
        try validate(items: items, responses: responses)
        let scores = responses.map { row in row.map { $0?.score ?? 0 } }
        let totals = scores.map { $0.reduce(0, +) }
        let (top, bottom) = thirds(totals: totals)
        let itemStatistics = items.indices.map { index in
            statistics(of: index, item: items[index], responses: responses, scores: scores, totals: totals,
                       top: top, bottom: bottom)
        }
        let maxTotal = items.map(\.maxScore).reduce(0, +)
        let itemVariances = items.indices.map { index in Statistics.variance(scores.map { $0[index] }) }
        let totalVariance = Statistics.variance(totals)
        var alpha: Double?
        if items.count >= 2, let totalVariance, totalVariance > 0, itemVariances.allSatisfy({ $0 != nil }) {
            let sum = itemVariances.compactMap { $0 }.reduce(0, +)
            let count = Double(items.count)
            alpha = count / (count - 1) * (1 - sum / totalVariance)
        }
        let test = TestStatistics(
            studentCount: responses.count, maxTotal: maxTotal,
            mean: Statistics.mean(totals), median: Statistics.median(totals),
            standardDeviation: totalVariance.map { $0.squareRoot() }, cronbachAlpha: alpha)
        return ItemAnalysisReport(test: test, items: itemStatistics, totals: totals,
                                  topGroup: top, bottomGroup: bottom)
    }

    private static func validate(items: [AnalysedItem], responses: [[ItemResponse?]]) throws {
        for item in items where !(item.maxScore > 0 && item.maxScore.isFinite) {
            throw ItemAnalysisError.nonPositiveMaximum(item: item.id, maxScore: item.maxScore)
        }
        for (student, row) in responses.enumerated() {
            guard row.count == items.count else {
                throw ItemAnalysisError.rowLength(student: student, found: row.count, expected: items.count)
            }
            for (index, response) in row.enumerated() {
                if let response, !response.score.isFinite {
                    throw ItemAnalysisError.scoreNotFinite(student: student, item: items[index].id)
                }
            }
        }
    }

    /// Indices of the top and bottom thirds (see the type's conventions).
    private static func thirds(totals: [Double]) -> (top: [Int], bottom: [Int]) {
        let ordered = totals.indices.sorted { totals[$0] != totals[$1] ? totals[$0] > totals[$1] : $0 < $1 }
        let size = totals.count / 3
        return (Array(ordered.prefix(size)), Array(ordered.suffix(size)))
    }

    private static func statistics(
        of index: Int, item: AnalysedItem, responses: [[ItemResponse?]], scores: [[Double]], totals: [Double],
        top: [Int], bottom: [Int]
    ) -> ItemStatistics {
        let itemScores = scores.map { $0[index] }
        let rest = zip(totals, itemScores).map { $0 - $1 }
        let variance = Statistics.variance(itemScores)
        var discrimination: Double?
        var efficiency: Double?
        if let covariance = Statistics.covariance(itemScores, rest),
           let restVariance = Statistics.variance(rest), let variance, variance > 0, restVariance > 0 {
            discrimination = covariance / (variance * restVariance).squareRoot()
            if let largest = Statistics.covariance(itemScores.sorted(), rest.sorted()), largest > 0 {
                efficiency = covariance / largest
            }
        }
        func share(of option: String, among students: [Int]) -> Double? {
            guard !students.isEmpty else { return nil }
            let count = students.filter { responses[$0][index]?.chosen.contains(option) == true }.count
            return Double(count) / Double(students.count)
        }
        let everyone = Array(responses.indices)
        let options = item.options.map { option in
            OptionShare(option: option, isCorrect: item.correctOptions.contains(option),
                        all: share(of: option, among: everyone),
                        top: share(of: option, among: top), bottom: share(of: option, among: bottom))
        }
        return ItemStatistics(
            id: item.id, maxScore: item.maxScore,
            answered: responses.filter { $0[index] != nil }.count,
            meanScore: Statistics.mean(itemScores),
            facility: Statistics.mean(itemScores).map { $0 / item.maxScore },
            standardDeviation: variance.map { $0.squareRoot() / item.maxScore },
            discriminationIndex: discrimination, discriminativeEfficiency: efficiency, options: options)
    }
}

/// One item (question) of the test.
public struct AnalysedItem: Sendable, Hashable, Codable {
    /// The item's identity (a question id).
    public var id: String
    /// The most a student can score on it (> 0).
    public var maxScore: Double
    /// The identities of its options, in the order the distractor table lists them; empty for
    /// items without options (typed answers).
    public var options: [String]
    /// Which of `options` are keys (marked in the distractor table).
    public var correctOptions: Set<String>

    /// An item; `maxScore` defaults to 1.
    public init(id: String, maxScore: Double = 1, options: [String] = [], correctOptions: Set<String> = []) {
        self.id = id
        self.maxScore = maxScore
        self.options = options
        self.correctOptions = correctOptions
    }
}

/// One student's answer to one item.
public struct ItemResponse: Sendable, Hashable, Codable {
    /// The score earned, 0…the item's maximum.
    public var score: Double
    /// The identities of the options chosen (none for typed answers; several for multiple
    /// answers or an order).
    public var chosen: [String]

    /// A response.
    public init(score: Double, chosen: [String] = []) {
        self.score = score
        self.chosen = chosen
    }
}

/// Figures for the whole test.
public struct TestStatistics: Sendable, Hashable, Codable {
    /// Students analysed.
    public var studentCount: Int
    /// The highest total possible.
    public var maxTotal: Double
    /// Mean total score (nil with no students).
    public var mean: Double?
    /// Median total score (nil with no students).
    public var median: Double?
    /// Sample standard deviation of the totals, in points (nil below two students).
    public var standardDeviation: Double?
    /// Cronbach's α, Moodle's coefficient of internal consistency (Moodle shows it ×100);
    /// nil below two items or two students, or when every total is equal.
    public var cronbachAlpha: Double?
}

/// Figures for one item.
public struct ItemStatistics: Sendable, Hashable, Codable {
    /// The item's identity.
    public var id: String
    /// Its maximum score.
    public var maxScore: Double
    /// How many students answered it.
    public var answered: Int
    /// Mean score in points.
    public var meanScore: Double?
    /// Mean score ÷ maximum, 0…1.
    public var facility: Double?
    /// Sample standard deviation of the score ÷ maximum.
    public var standardDeviation: Double?
    /// Correlation of the item score with the rest of the test, −1…1.
    public var discriminationIndex: Double?
    /// Covariance with the rest of the test ÷ the largest possible, −1…1.
    public var discriminativeEfficiency: Double?
    /// The distractor table: one row per option.
    public var options: [OptionShare]
}

/// How often one option was chosen, overall and in the top and bottom thirds.
public struct OptionShare: Sendable, Hashable, Codable {
    /// The option's identity.
    public var option: String
    /// Whether it is a key.
    public var isCorrect: Bool
    /// Share of all students who chose it, 0…1 (nil with no students).
    public var all: Double?
    /// Share of the top third who chose it (nil when the group is empty).
    public var top: Double?
    /// Share of the bottom third who chose it (nil when the group is empty).
    public var bottom: Double?
}

/// The result of ``ItemAnalysis/analyse(items:responses:)``.
public struct ItemAnalysisReport: Sendable, Hashable, Codable {
    /// Whole-test figures.
    public var test: TestStatistics
    /// One entry per item, in the order given.
    public var items: [ItemStatistics]
    /// Each student's total, in the order given.
    public var totals: [Double]
    /// Indices of the students in the top third, best first.
    public var topGroup: [Int]
    /// Indices of the students in the bottom third.
    public var bottomGroup: [Int]
}

/// Why the input cannot be analysed.
public enum ItemAnalysisError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A student's row has the wrong number of entries (student is 0-based).
    case rowLength(student: Int, found: Int, expected: Int)
    /// An item's maximum score is zero, negative or not finite.
    case nonPositiveMaximum(item: String, maxScore: Double)
    /// A score is NaN or infinite.
    case scoreNotFinite(student: Int, item: String)

    public var description: String {
        switch self {
        case let .rowLength(student, found, expected):
            "student \(student + 1) has \(found) responses, expected one per item (\(expected))"
        case let .nonPositiveMaximum(item, maxScore):
            "item \(item) has maximum score \(maxScore); it must be a positive number"
        case let .scoreNotFinite(student, item):
            "student \(student + 1)'s score on item \(item) is not a finite number"
        }
    }
}
