/// One quiz question: its structure from `Lessons/<lesson>/lesson.yaml` and its words per language
/// from `Content/<lang>/quizzes/<lesson>.yaml`.
public struct Question: Sendable, Hashable {
    /// Unique within the lesson; progress is stored against it.
    public var id: String
    /// The type and the answer.
    public var kind: Kind
    /// The words, per language (no fallback: a missing language is a lint problem).
    public var texts: [Language: QuestionText]
    /// Where the question is declared.
    public var position: SourcePosition

    /// A question (the loader makes the course's; an exam makes questions imported from GIFT).
    public init(id: String, kind: Kind, texts: [Language: QuestionText], position: SourcePosition) {
        self.id = id
        self.kind = kind
        self.texts = texts
        self.position = position
    }

    /// The kinds of question and what each needs to be graded.
    public enum Kind: Sendable, Hashable {
        /// One correct option among `options` (option ids).
        case single(options: [String], answer: String)
        /// Several correct options: all and only `answers`.
        case multiple(options: [String], answers: [String])
        /// Put the items in order; `items` are listed in the correct order.
        case order(items: [String])
        /// A typed answer, compared ignoring case, spaces and a trailing `()`.
        case short(answers: [String])
        /// Order the lines `code` prints when run on `device`; the answer comes from a runner.
        case output(device: Device, code: String)
        /// The 1-based number of the wrong line of `code`.
        case wrongLine(code: String, answer: Int)
    }

    /// The type's name as written in `lesson.yaml`.
    public var typeName: String {
        switch kind {
        case .single: "single"
        case .multiple: "multiple"
        case .order: "order"
        case .short: "short"
        case .output: "output"
        case .wrongLine: "wrong-line"
        }
    }

    /// The option or item ids whose text the content files must give (empty for other types).
    public var textKeys: [String] {
        switch kind {
        case let .single(options, _), let .multiple(options, _): options
        case let .order(items): items
        default: []
        }
    }

    /// The words in `language`, if written.
    public func text(in language: Language) -> QuestionText? { texts[language] }
}

/// A question's words in one language.
public struct QuestionText: Sendable, Hashable {
    /// The question itself (Markdown).
    public var prompt: String?
    /// Option id → text, for `single` and `multiple`.
    public var options: [String: String]
    /// Item id → text, for `order`.
    public var items: [String: String]
    /// Shown after the answer.
    public var explanation: String?
    /// Where it was written.
    public var position: SourcePosition

    /// Makes a question text.
    public init(
        prompt: String?, options: [String: String] = [:], items: [String: String] = [:],
        explanation: String?, position: SourcePosition
    ) {
        self.prompt = prompt
        self.options = options
        self.items = items
        self.explanation = explanation
        self.position = position
    }
}

/// The simulated device a program runs on.
public enum Device: String, Sendable, Hashable, Codable, CaseIterable {
    /// 393×852 points, compact width in portrait (the default).
    case iphone
    /// 820×1180 points, regular width.
    case ipad
}
