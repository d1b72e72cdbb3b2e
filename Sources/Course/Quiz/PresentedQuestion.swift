/// A question as shown to the learner: its words in one language, its choices in shuffled
/// order with labels `a`, `b`, `c`…, and what counts as correct.
public struct PresentedQuestion: Sendable, Hashable {
    /// The question's id.
    public var id: String
    /// The question's type.
    public var type: QuestionType
    /// The prompt (Markdown).
    public var prompt: String
    /// The code shown with `output` and `wrong-line` questions.
    public var code: String?
    /// The options (`single`, `multiple`) or items/lines to order (`order`, `output`), shuffled.
    public var choices: [Choice]
    /// Shown after the answer.
    public var explanation: String
    /// Why the question cannot be asked (an `output` question whose answer could not be
    /// computed); nil when it can.
    public var unavailableReason: String?
    /// The correct answer.
    public var correct: Correct

    /// A question as shown; `correct` may be left out where only answers are read (a paper).
    public init(
        id: String, type: QuestionType, prompt: String, code: String? = nil, choices: [Choice],
        explanation: String = "", unavailableReason: String? = nil, correct: Correct = .choice([])
    ) {
        self.id = id
        self.type = type
        self.prompt = prompt
        self.code = code
        self.choices = choices
        self.explanation = explanation
        self.unavailableReason = unavailableReason
        self.correct = correct
    }

    /// One option, item or printed line.
    public struct Choice: Sendable, Hashable, Codable {
        /// `a`, `b`, `c`… (the learner may also type the 1-based number).
        public var label: String
        /// The option or item id; for `output`, the line itself.
        public var id: String
        /// The text shown.
        public var text: String

        /// A choice.
        public init(label: String, id: String, text: String) {
            self.label = label
            self.id = id
            self.text = text
        }
    }

    /// What counts as correct: option ids (any order), ids or lines in order, accepted
    /// texts, or a line number.
    public enum Correct: Sendable, Hashable {
        case choice(Set<String>)
        case sequence([String])
        case text([String])
        case line(Int)
    }

    /// The correct answer as the learner would type it: `b`, `a c`, `c a b`, `rootViewController`, `3`.
    public var correctAnswer: String {
        func label(_ id: String) -> String { choices.first { $0.id == id }?.label ?? id }
        switch correct {
        case let .choice(ids): return choices.filter { ids.contains($0.id) }.map(\.label).joined(separator: " ")
        case let .sequence(ids):
            var used: Set<String> = []
            return ids.map { id in
                let choice = choices.first { $0.id == id && !used.contains($0.label) }
                if let choice { used.insert(choice.label) }
                return choice?.label ?? id
            }.joined(separator: " ")
        case let .text(answers): return answers.first ?? ""
        case let .line(number): return String(number)
        }
    }
}

/// The kinds of quiz question (`type:` in `lesson.yaml`).
public enum QuestionType: String, Sendable, Hashable, Codable {
    /// One correct option.
    case single
    /// All and only the correct options.
    case multiple
    /// Items to put in order.
    case order
    /// A typed answer.
    case short
    /// Printed lines to put in order.
    case output
    /// The number of the wrong line.
    case wrongLine = "wrong-line"
}
