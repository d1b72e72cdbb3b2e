/// An answer read from a typed line.
public enum GivenAnswer: Sendable, Hashable {
    /// The chosen option/item ids, in the order typed.
    case choices([String])
    /// A typed text.
    case text(String)
    /// A 1-based line number.
    case line(Int)
}

/// Why a typed line is not an answer of the right form.
public enum AnswerProblem: Error, Sendable, Hashable {
    /// Nothing was typed.
    case empty
    /// A label or number that names no choice.
    case unknownChoice(String)
    /// A single-choice question got several choices.
    case expectedOneChoice
    /// The same choice was given twice.
    case repeatedChoice(String)
    /// An order question needs every item once; this many.
    case expectedAllChoices(Int)
    /// Not a whole number.
    case notALineNumber(String)
    /// A line number outside `1...lineCount`.
    case lineOutOfRange(Int, lineCount: Int)

    /// A stable id for the message.
    public var id: String {
        switch self {
        case .empty: "answer-empty"
        case .unknownChoice: "answer-unknown-choice"
        case .expectedOneChoice: "answer-expected-one"
        case .repeatedChoice: "answer-repeated"
        case .expectedAllChoices: "answer-expected-all"
        case .notALineNumber: "answer-not-a-number"
        case .lineOutOfRange: "answer-line-out-of-range"
        }
    }
}

/// Reads typed lines: `b`, `2`, `a c`, `a, c`, `ac`, `2 1 3`, `viewDidLoad()`, `4`.
enum QuizAnswerParser {
    static func parse(_ line: String, for question: PresentedQuestion) -> Result<GivenAnswer, AnswerProblem> {
        let text = line.trimmed(of: " \t\r\n")
        if text.isEmpty { return .failure(.empty) }
        switch question.type {
        case .short:
            return .success(.text(text))
        case .wrongLine:
            guard let number = Int(text) else { return .failure(.notALineNumber(text)) }
            let count = (question.code ?? "").codeLines.count
            guard (1...max(count, 1)).contains(number) else { return .failure(.lineOutOfRange(number, lineCount: count)) }
            return .success(.line(number))
        case .single, .multiple, .order, .output:
            return choices(text, question)
        }
    }

    private static func choices(_ text: String, _ question: PresentedQuestion) -> Result<GivenAnswer, AnswerProblem> {
        let byLabel = labelledChoices(text, question)
        if case .failure(.unknownChoice) = byLabel, let byWords = choicesInWords(text, question) {
            return byWords
        }
        return byLabel
    }

    /// The options typed in their own words (`a window`, or `a view; a window` for several),
    /// matched whole, ignoring case, spaces, backticks and a final full stop, or by a part of
    /// the words (three letters or more) that only one option contains (`keyWindow` for "The
    /// window's `keyWindow` is nil"); nil when some part matches no option or several.
    private static func choicesInWords(_ text: String, _ question: PresentedQuestion) -> Result<GivenAnswer, AnswerProblem>? {
        guard question.type == .single || question.type == .multiple else { return nil }
        func normal(_ string: String) -> String {
            var result = string.lowercased().filter { $0 != "`" }
                .split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
            while let last = result.last, last == "." || last == "。" { result.removeLast() }
            return result
        }
        func choice(named typed: String) -> PresentedQuestion.Choice? {
            let typed = normal(typed)
            if let whole = question.choices.first(where: { normal($0.text) == typed }) { return whole }
            guard typed.count >= 3 else { return nil }
            let containing = question.choices.filter { normal($0.text).contains(typed) }
            return containing.count == 1 ? containing[0] : nil
        }
        if let whole = choice(named: text) {
            return .success(.choices([whole.id]))
        }
        guard question.type == .multiple else { return nil }
        var ids: [String] = []
        for part in text.split(whereSeparator: { $0 == ";" || $0 == "；" }) {
            guard let choice = choice(named: String(part)) else { return nil }
            if ids.contains(choice.id) { return .failure(.repeatedChoice(String(part))) }
            ids.append(choice.id)
        }
        return ids.isEmpty ? nil : .success(.choices(ids))
    }

    private static func labelledChoices(_ text: String, _ question: PresentedQuestion) -> Result<GivenAnswer, AnswerProblem> {
        var tokens = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
        let labels = question.choices.map(\.label)
        // "ac" or "bca": letters run together, each a label.
        if tokens.count == 1, tokens[0].count > 1, !labels.contains(tokens[0]),
           tokens[0].allSatisfy({ labels.contains(String($0)) }) {
            tokens = tokens[0].map { String($0) }
        }
        var chosen: [PresentedQuestion.Choice] = []
        for token in tokens {
            let choice: PresentedQuestion.Choice?
            if let number = Int(token) {
                choice = (1...max(question.choices.count, 1)).contains(number) && number <= question.choices.count
                    ? question.choices[number - 1] : nil
            } else {
                choice = question.choices.first { $0.label == token }
            }
            guard let choice else { return .failure(.unknownChoice(token)) }
            if chosen.contains(choice) { return .failure(.repeatedChoice(token)) }
            chosen.append(choice)
        }
        switch question.type {
        case .single where chosen.count != 1:
            return .failure(.expectedOneChoice)
        case .order, .output:
            if chosen.count != question.choices.count { return .failure(.expectedAllChoices(question.choices.count)) }
        default:
            break
        }
        return .success(.choices(chosen.map(\.id)))
    }
}

/// Compares a parsed answer with the correct one.
enum QuizGrader {
    static func isCorrect(_ given: GivenAnswer, _ correct: PresentedQuestion.Correct) -> Bool {
        switch (given, correct) {
        case let (.choices(ids), .choice(expected)): return Set(ids) == expected
        case let (.choices(ids), .sequence(expected)): return ids == expected
        case let (.text(text), .text(answers)): return answers.contains { normalize($0) == normalize(text) }
        case let (.line(number), .line(expected)): return number == expected
        default: return false
        }
    }

    /// Case, spaces, surrounding backticks and one trailing `()` do not count.
    static func normalize(_ text: String) -> String {
        var result = text.lowercased().filter { !$0.isWhitespace }
        while result.hasPrefix("`") { result.removeFirst() }
        while result.hasSuffix("`") { result.removeLast() }
        if result.hasSuffix("()") { result.removeLast(2) }
        return result
    }
}
