/// The tally of a quiz: how many questions were answered and how many correctly.
public struct QuizScore: Sendable, Hashable, Codable {
    /// Questions answered.
    public var answered: Int
    /// Questions answered correctly.
    public var correct: Int
    /// The ids of the questions answered wrongly, in order.
    public var missed: [String]

    /// Tallies `results`.
    public init(results: [QuestionResult]) {
        answered = results.count
        correct = results.filter(\.isCorrect).count
        missed = results.filter { !$0.isCorrect }.map(\.questionID)
    }

    /// Correct answers as a share of those answered, 0…1 (0 when none were answered).
    public var fraction: Double { answered == 0 ? 0 : Double(correct) / Double(answered) }
}
