import Classroom
import Course

/// Questions imported from GIFT as course questions, so a paper presents, shuffles and grades
/// them exactly as the course's own.
enum GIFTQuestions {
    /// `questions` as course questions with the same text in every language (a teacher writes
    /// in one); true/false becomes a single choice between the words for true and false in
    /// each language, given by `truthWords`.
    ///
    /// - Throws: ``ExamInputError`` for a kind a paper cannot hold (short and numeric answers
    ///   are left to the course's own questions).
    static func questions(
        _ questions: [ExchangeQuestion], file: String, truthWords: (Language) -> (true: String, false: String)
    ) throws -> [Question] {
        try questions.map { exchange in
            let kind: Question.Kind
            var options: [Language: [String: String]] = [:]
            switch exchange.kind {
            case let .choice(choices, multipleAnswers):
                let ids = choices.map(\.id)
                let right = choices.filter(\.isCorrect).map(\.id)
                kind = multipleAnswers ? .multiple(options: ids, answers: right) : .single(options: ids, answer: right[0])
                let texts = Dictionary(uniqueKeysWithValues: choices.map { ($0.id, $0.text) })
                for language in Language.allCases { options[language] = texts }
            case let .trueFalse(answer):
                kind = .single(options: ["true", "false"], answer: answer ? "true" : "false")
                for language in Language.allCases {
                    let words = truthWords(language)
                    options[language] = ["true": words.true, "false": words.false]
                }
            case let .shortAnswer(answers):
                kind = .short(answers: answers)
            case .number:
                throw ExamInputError(key: "exam.error.gift_kind", values: ["path": file, "name": exchange.name])
            }
            var texts: [Language: QuestionText] = [:]
            for language in Language.allCases {
                texts[language] = QuestionText(
                    prompt: exchange.prompt, options: options[language] ?? [:],
                    explanation: exchange.explanation, position: SourcePosition(file: file))
            }
            return Question(id: exchange.name, kind: kind, texts: texts, position: SourcePosition(file: file))
        }
    }
}
