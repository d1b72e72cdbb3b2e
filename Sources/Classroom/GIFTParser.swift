/// Reads teacher-written questions in Moodle's GIFT format ("GIFT format", Moodle Docs):
/// multiple choice (`{=right ~wrong}`), multiple answers (`{~%50%a ~%50%b ~%-100%c}`),
/// true/false (`{T}`, `{FALSE}`), short answer (`{=a =b}`) and whole numbers (`{#3}`), with
/// `::titles::`, a `[format]`, per-answer `#feedback` (dropped), general `####feedback`,
/// `//` comments and `$CATEGORY:` lines (skipped). Questions are separated by blank lines.
public enum GIFTParser {
    /// The questions of `text`. A question without a title is named `<namePrefix><n>`, n
    /// counting questions from 1.
    ///
    /// - Throws: ``GIFTError`` with the line of the first problem: no answer block, an
    ///   unclosed brace, no right answer, a question type vctutor does not support (matching,
    ///   essay, numeric ranges).
    public static func parse(_ text: String, namePrefix: String = "gift-") throws -> [ExchangeQuestion] {
        var questions: [ExchangeQuestion] = []
        for chunk in chunks(of: text) {
            let plain = String(chunk.map(\.character)).trimmingSpaces()
            if plain.hasPrefix("$CATEGORY:") { continue }
            var question = try parseQuestion(chunk)
            if question.name.isEmpty { question.name = "\(namePrefix)\(questions.count + 1)" }
            questions.append(question)
        }
        return questions
    }

    /// A character of the input: whether it was written with a backslash, and its line.
    struct Token {
        var character: Character
        var escaped: Bool
        var line: Int
        func isSpecial(_ special: Character) -> Bool { !escaped && character == special }
    }

    /// The questions' texts as tokens: runs of lines between blank lines, `//` lines left out.
    static func chunks(of text: String) -> [[Token]] {
        var chunks: [[Token]] = []
        var current: [Token] = []
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        for (index, rawLine) in lines.enumerated() {
            let line = String(rawLine).trimmingSuffixCR()
            let trimmed = line.trimmingSpaces()
            if trimmed.isEmpty {
                if !current.isEmpty { chunks.append(current); current = [] }
                continue
            }
            if trimmed.hasPrefix("//") { continue }
            if !current.isEmpty { current.append(Token(character: "\n", escaped: false, line: index + 1)) }
            current += tokens(of: line, line: index + 1)
        }
        if !current.isEmpty { chunks.append(current) }
        return chunks
    }

    private static func tokens(of line: String, line number: Int) -> [Token] {
        var tokens: [Token] = []
        var escaping = false
        for character in line {
            if escaping {
                tokens.append(Token(character: character == "n" ? "\n" : character, escaped: true, line: number))
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                tokens.append(Token(character: character, escaped: false, line: number))
            }
        }
        if escaping { tokens.append(Token(character: "\\", escaped: true, line: number)) }
        return tokens
    }

    private static func parseQuestion(_ tokens: [Token]) throws -> ExchangeQuestion {
        var position = 0
        func skipSpaces() { while position < tokens.count, tokens[position].character.isWhitespace { position += 1 } }
        skipSpaces()
        var name = ""
        if position + 1 < tokens.count, tokens[position].isSpecial(":"), tokens[position + 1].isSpecial(":") {
            let start = position + 2
            guard let end = find(in: tokens, from: start, where: { index in
                index + 1 < tokens.count && tokens[index].isSpecial(":") && tokens[index + 1].isSpecial(":")
            }) else {
                throw GIFTError(line: tokens[position].line, problem: .unclosedTitle)
            }
            name = text(tokens[start..<end]).trimmingSpaces()
            position = end + 2
            skipSpaces()
        }
        if position < tokens.count, tokens[position].isSpecial("["),
           let close = find(in: tokens, from: position, where: { tokens[$0].isSpecial("]") }),
           ["markdown", "html", "plain", "moodle"].contains(text(tokens[(position + 1)..<close]).lowercased()) {
            position = close + 1
        }
        let firstLine = tokens.first?.line ?? 1
        guard let open = find(in: tokens, from: position, where: { tokens[$0].isSpecial("{") }) else {
            throw GIFTError(line: firstLine, problem: .noAnswers)
        }
        guard let close = find(in: tokens, from: open + 1, where: { tokens[$0].isSpecial("}") }) else {
            throw GIFTError(line: tokens[open].line, problem: .unclosedBrace)
        }
        let before = text(tokens[position..<open]).trimmingSpaces()
        let after = text(tokens[(close + 1)...]).trimmingSpaces()
        let prompt = after.isEmpty ? before : before + " _____ " + after
        if prompt.isEmpty { throw GIFTError(line: firstLine, problem: .noText) }
        var body = Array(tokens[(open + 1)..<close])
        var explanation = ""
        if let feedback = find(in: body, from: 0, where: { index in
            index + 3 < body.count && (0..<4).allSatisfy { body[index + $0].isSpecial("#") }
        }) {
            explanation = text(body[(feedback + 4)...]).trimmingSpaces()
            body = Array(body[..<feedback])
        }
        let kind = try answers(body, line: tokens[open].line)
        return ExchangeQuestion(name: name, prompt: prompt, kind: kind, explanation: explanation)
    }

    private static func answers(_ body: [Token], line: Int) throws -> ExchangeQuestion.Kind {
        let plain = text(body[...]).trimmingSpaces()
        guard let first = body.first(where: { !$0.character.isWhitespace }) else {
            throw GIFTError(line: line, problem: .essay)
        }
        if first.isSpecial("#") {
            let number = plain.dropFirst().trimmingSpaces()
            guard let value = Int(number) else {
                throw GIFTError(line: first.line, problem: .numericRange(plain))
            }
            return .number(value)
        }
        let withoutFeedback = plain.split(separator: "#", maxSplits: 1).first.map(String.init)?.trimmingSpaces() ?? ""
        switch withoutFeedback.uppercased() {
        case "T", "TRUE": return .trueFalse(answer: true)
        case "F", "FALSE": return .trueFalse(answer: false)
        default: break
        }
        if let arrow = find(in: body, from: 0, where: { $0 + 1 < body.count && body[$0].isSpecial("-") && body[$0 + 1].isSpecial(">") }) {
            throw GIFTError(line: body[arrow].line, problem: .matching)
        }
        var parsed: [(marker: Character, weight: Double?, text: String, line: Int)] = []
        var index = 0
        while index < body.count {
            let token = body[index]
            if token.character.isWhitespace { index += 1; continue }
            guard token.isSpecial("=") || token.isSpecial("~") else {
                throw GIFTError(line: token.line, problem: .expectedMarker(String(token.character)))
            }
            let end = find(in: body, from: index + 1, where: { body[$0].isSpecial("=") || body[$0].isSpecial("~") }) ?? body.count
            var answer = Array(body[(index + 1)..<end])
            if let feedback = find(in: answer, from: 0, where: { answer[$0].isSpecial("#") }) { answer = Array(answer[..<feedback]) }
            var answerText = text(answer[...]).trimmingSpaces()
            var weight: Double?
            if answerText.hasPrefix("%"), let close = answerText.dropFirst().firstIndex(of: "%") {
                guard let value = Double(answerText[answerText.index(after: answerText.startIndex)..<close]) else {
                    throw GIFTError(line: token.line, problem: .badWeight(answerText))
                }
                weight = value
                answerText = String(answerText[answerText.index(after: close)...]).trimmingSpaces()
            }
            if answerText.isEmpty { throw GIFTError(line: token.line, problem: .emptyAnswer(String(token.character))) }
            parsed.append((token.character, weight, answerText, token.line))
            index = end
        }
        if parsed.allSatisfy({ $0.marker == "=" && $0.weight == nil }) {
            return .shortAnswer(parsed.map(\.text))
        }
        let weighted = parsed.contains { $0.weight != nil }
        let options = parsed.enumerated().map { offset, answer in
            ExchangeOption(id: "o\(offset + 1)", text: answer.text,
                           isCorrect: answer.marker == "=" || (answer.weight ?? 0) > 0)
        }
        let right = options.filter(\.isCorrect).count
        if right == 0 {
            throw GIFTError(line: line, problem: .noRightAnswer)
        }
        if !weighted && right > 1 {
            throw GIFTError(line: line, problem: .severalMarkedRight)
        }
        return .choice(options: options, multipleAnswers: weighted && right > 1)
    }

    private static func find(in tokens: [Token], from start: Int, where matches: (Int) -> Bool) -> Int? {
        var index = start
        while index < tokens.count {
            if matches(index) { return index }
            index += 1
        }
        return nil
    }

    private static func text(_ tokens: ArraySlice<Token>) -> String { String(tokens.map(\.character)) }
}

/// A problem in GIFT text, with its 1-based line.
public struct GIFTError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The line the problem is on.
    public var line: Int
    /// What is wrong.
    public var problem: GIFTProblem

    /// A problem on `line`.
    public init(line: Int, problem: GIFTProblem) {
        self.line = line
        self.problem = problem
    }

    /// `line N: ` and the problem in English.
    public var description: String { "line \(line): \(problem.english)" }
}

/// What can be wrong in a GIFT question. ``id`` and ``values`` let a caller word it in its
/// own language; ``english`` words it in English.
public enum GIFTProblem: Sendable, Hashable {
    case unclosedTitle
    case noAnswers
    case unclosedBrace
    case noText
    /// `{}`: an essay question.
    case essay
    /// A numeric answer that is not a whole number (a range or tolerance).
    case numericRange(String)
    /// `->`: a matching question.
    case matching
    /// Text where `=` or `~` should start an answer.
    case expectedMarker(String)
    case badWeight(String)
    case emptyAnswer(String)
    case noRightAnswer
    /// Several `=` without weights.
    case severalMarkedRight

    /// A stable name for the problem.
    public var id: String {
        switch self {
        case .unclosedTitle: "unclosed_title"
        case .noAnswers: "no_answers"
        case .unclosedBrace: "unclosed_brace"
        case .noText: "no_text"
        case .essay: "essay"
        case .numericRange: "numeric_range"
        case .matching: "matching"
        case .expectedMarker: "expected_marker"
        case .badWeight: "bad_weight"
        case .emptyAnswer: "empty_answer"
        case .noRightAnswer: "no_right_answer"
        case .severalMarkedRight: "several_marked_right"
        }
    }

    /// The text the problem is about, as `{text}` for a message.
    public var values: [String: String] {
        switch self {
        case let .numericRange(text), let .expectedMarker(text), let .badWeight(text), let .emptyAnswer(text): ["text": text]
        default: [:]
        }
    }

    /// The problem in English.
    public var english: String {
        switch self {
        case .unclosedTitle: "the title '::…' is never closed with '::'"
        case .noAnswers: "the question has no answers in '{…}'"
        case .unclosedBrace: "'{' is never closed with '}'"
        case .noText: "the question has no text before '{'"
        case .essay: "essay questions ('{}') are not supported; give answers with '=' and '~'"
        case let .numericRange(text): "'\(text)': only whole numbers are supported in numeric answers"
        case .matching: "matching questions ('->') are not supported"
        case let .expectedMarker(text): "expected '=' (right answer) or '~' (wrong answer) before '\(text)'"
        case let .badWeight(text): "'\(text)': the weight between '%' signs is not a number"
        case let .emptyAnswer(text): "an answer after '\(text)' is empty"
        case .noRightAnswer: "no right answer: mark it with '=' (or a positive '%weight%')"
        case .severalMarkedRight: "several answers marked '='; for several right answers give weights, e.g. '~%50%'"
        }
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces, tabs and line breaks (without Foundation).
    func trimmingSpaces() -> String {
        let characters = Array(self)
        guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
              let last = characters.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(characters[first...last])
    }

    func trimmingSuffixCR() -> String {
        hasSuffix("\r") ? String(dropLast()) : String(self)
    }
}
