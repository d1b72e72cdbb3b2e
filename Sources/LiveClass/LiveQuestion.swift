/// A quiz question for a live class: its words in every language the course has, with the
/// choices in one order for all languages (so `b` is the same option everywhere), and the
/// course's own judge.
public struct LiveQuestion: Sendable {
    /// The course's id of the question.
    public var id: String
    /// The words per language code (`en`, `ru`, `zh-Hans`); never empty.
    public var texts: [String: Text]
    /// Judges an answer typed in `language`.
    public var judge: @Sendable (_ answer: String, _ language: String) -> Judgement

    /// A question's words in one language.
    public struct Text: Sendable, Equatable {
        /// The question (Markdown).
        public var prompt: String
        /// Code shown under it, or nil.
        public var code: String?
        /// The options, in the order shown; empty for an answer in words.
        public var choices: [String]
        /// The right answer as typed (`b`, `a c`, `rootViewController`).
        public var answer: String

        /// Makes a text.
        public init(prompt: String, code: String? = nil, choices: [String], answer: String) {
            self.prompt = prompt
            self.code = code
            self.choices = choices
            self.answer = answer
        }
    }

    /// What the course says of an answer.
    public enum Judgement: Sendable, Equatable {
        case right
        case wrong
        /// The answer cannot be graded (a letter past the last option…); the message says why.
        case invalid(String)
    }

    /// Makes a question.
    public init(id: String, texts: [String: Text], judge: @escaping @Sendable (String, String) -> Judgement) {
        precondition(!texts.isEmpty, "a live question needs its words in at least one language")
        self.id = id
        self.texts = texts
        self.judge = judge
    }

    /// The words in `language`, else English, else any language the question has.
    public func text(in language: String) -> (language: String, text: Text) {
        for candidate in [language, "en"] {
            if let text = texts[candidate] { return (candidate, text) }
        }
        let first = texts.keys.sorted()[0]
        return (first, texts[first]!)
    }

    /// How answers are grouped on the chart: trimmed, lower-cased, spaces collapsed, and a
    /// choice's number (`2`) turned into its letter (`b`).
    public func chartKey(_ answer: String) -> String {
        let words = answer.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        let count = text(in: "en").text.choices.count
        return words.map { word in
            if let number = Int(word), number >= 1, number <= count, count > 0 {
                return ChoiceLabel.letter(number - 1)
            }
            return word
        }.joined(separator: " ")
    }
}

/// The letters that label choices: `a`, `b`, … `z`, then `27`…
public enum ChoiceLabel {
    /// The label of the 0-based choice `index`.
    public static func letter(_ index: Int) -> String {
        index < 26 ? String(UnicodeScalar(UInt8(97 + index))) : String(index + 1)
    }
}
