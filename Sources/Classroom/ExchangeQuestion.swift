/// A question in the shape Moodle's GIFT and XML formats share: what `vctutor exam export`
/// writes and what GIFT import reads.
public struct ExchangeQuestion: Sendable, Hashable {
    /// The question's name (GIFT's `::title::`, Moodle XML's `<name>`).
    public var name: String
    /// The question text, Markdown.
    public var prompt: String
    /// The kind and its answers.
    public var kind: Kind
    /// Shown after answering (GIFT's `####`, Moodle XML's `<generalfeedback>`); may be empty.
    public var explanation: String

    /// The kinds both formats express.
    public enum Kind: Sendable, Hashable {
        /// Options, one correct (`multipleAnswers` false) or several all needed (true).
        case choice(options: [ExchangeOption], multipleAnswers: Bool)
        /// True or false.
        case trueFalse(answer: Bool)
        /// A typed answer; any of these is right.
        case shortAnswer([String])
        /// A whole number (a line number).
        case number(Int)
    }

    /// A question.
    public init(name: String, prompt: String, kind: Kind, explanation: String = "") {
        self.name = name
        self.prompt = prompt
        self.kind = kind
        self.explanation = explanation
    }
}

/// Questions filed under one question-bank category (e.g. `vctutor/en/navigation`).
public struct ExchangeGroup: Sendable, Hashable {
    /// The category path, below the course's own (`$course$/`).
    public var category: String
    /// The questions, in order.
    public var questions: [ExchangeQuestion]

    /// A group.
    public init(category: String, questions: [ExchangeQuestion]) {
        self.category = category
        self.questions = questions
    }
}

/// One option of a choice question.
public struct ExchangeOption: Sendable, Hashable {
    /// The option's identity.
    public var id: String
    /// Its text, Markdown.
    public var text: String
    /// Whether it is (one of) the right answer(s).
    public var isCorrect: Bool

    /// An option.
    public init(id: String, text: String, isCorrect: Bool) {
        self.id = id
        self.text = text
        self.isCorrect = isCorrect
    }
}

/// Moodle's grade fractions for one right option out of `count` (Moodle accepts only
/// values from its list, which 100/count is for 1…10 and 20 when rounded to 5 decimals).
func fractionPercent(of count: Int) -> String {
    let value = 100.0 / Double(max(count, 1))
    let scaled = (value * 100_000).rounded() / 100_000
    var text = "\(scaled)"
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
}
