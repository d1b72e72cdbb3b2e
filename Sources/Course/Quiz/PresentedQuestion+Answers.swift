extension PresentedQuestion {
    /// Reads a typed line (`b`, `a c`, `2 1 3`, words, a line number) as this question's
    /// answer, in option identities rather than displayed letters.
    public func parseAnswer(_ line: String) -> Result<GivenAnswer, AnswerProblem> {
        QuizAnswerParser.parse(line, for: self)
    }
}

extension PresentedQuestion.Correct {
    /// Whether `given` is right by the course's quiz rules.
    public func accepts(_ given: GivenAnswer) -> Bool {
        QuizGrader.isCorrect(given, self)
    }
}

/// Encoded as `{"choice": [ids sorted]}`, `{"sequence": [...]}`, `{"text": [...]}` or
/// `{"line": n}`, so the same answer always gives the same bytes.
extension PresentedQuestion.Correct: Codable {
    private enum CodingKeys: String, CodingKey { case choice, sequence, text, line }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let ids = try container.decodeIfPresent([String].self, forKey: .choice) {
            self = .choice(Set(ids))
        } else if let ids = try container.decodeIfPresent([String].self, forKey: .sequence) {
            self = .sequence(ids)
        } else if let texts = try container.decodeIfPresent([String].self, forKey: .text) {
            self = .text(texts)
        } else if let line = try container.decodeIfPresent(Int.self, forKey: .line) {
            self = .line(line)
        } else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "expected one of choice, sequence, text, line"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case let .choice(ids): try container.encode(ids.sorted(), forKey: .choice)
        case let .sequence(ids): try container.encode(ids, forKey: .sequence)
        case let .text(texts): try container.encode(texts, forKey: .text)
        case let .line(line): try container.encode(line, forKey: .line)
        }
    }
}

/// Encoded as `{"choices": [ids in the order given]}`, `{"text": "…"}` or `{"line": n}`.
extension GivenAnswer: Codable {
    private enum CodingKeys: String, CodingKey { case choices, text, line }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let ids = try container.decodeIfPresent([String].self, forKey: .choices) {
            self = .choices(ids)
        } else if let text = try container.decodeIfPresent(String.self, forKey: .text) {
            self = .text(text)
        } else if let line = try container.decodeIfPresent(Int.self, forKey: .line) {
            self = .line(line)
        } else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "expected one of choices, text, line"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case let .choices(ids): try container.encode(ids, forKey: .choices)
        case let .text(text): try container.encode(text, forKey: .text)
        case let .line(line): try container.encode(line, forKey: .line)
        }
    }
}
