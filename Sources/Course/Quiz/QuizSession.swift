/// A quiz over one lesson's questions, in one language, with options shuffled by a seed.
///
/// Pure data: the shell shows `questions`, reads a line, calls `grade(_:answer:)` and prints
/// the result.
public struct QuizSession: Sendable {
    /// The lesson's id.
    public let lessonID: String
    /// The language shown.
    public let language: Language
    /// The questions in the lesson's order (choices shuffled).
    public let questions: [PresentedQuestion]

    /// Prepares the quiz of `lesson`.
    ///
    /// - Parameters:
    ///   - seed: the same seed gives the same order of choices.
    ///   - runner: computes the answers of `output` questions; without one they are unavailable.
    public init(lesson: Lesson, language: Language, seed: UInt64, runner: (any ProgramRunner)?) {
        self.lessonID = lesson.id
        self.language = language
        self.questions = lesson.questions.map { question in
            Self.present(question, language: language, seed: seed ^ stableHash(question.id), runner: runner)
        }
    }

    /// The questions that can be asked.
    public var availableQuestions: [PresentedQuestion] { questions.filter { $0.unavailableReason == nil } }

    /// Grades a typed answer to the question at `index`.
    public func grade(_ index: Int, answer: String) -> QuizGrade {
        let question = questions[index]
        switch QuizAnswerParser.parse(answer, for: question) {
        case let .failure(problem):
            return .invalid(problem)
        case let .success(given):
            return .graded(QuestionResult(
                questionID: question.id, isCorrect: QuizGrader.isCorrect(given, question.correct),
                correctAnswer: question.correctAnswer, explanation: question.explanation))
        }
    }

    /// The lines an `output` question's code prints; nil with the reason when it cannot be run.
    public static func outputLines(
        code: String, device: Device, runner: (any ProgramRunner)?
    ) -> Result<[String], OutputUnavailable> {
        guard let runner else { return .failure(OutputUnavailable(reason: "no program runner is available")) }
        let outcome = runner.run(
            files: [SourceFile(name: "main.swift", text: code)], device: device, entry: .script,
            mainStoryboard: nil, actions: [])
        if let failure = outcome.failureSummary { return .failure(OutputUnavailable(reason: "the code fails: \(failure)")) }
        let lines = outcome.outputLines
        if lines.count < 2 { return .failure(OutputUnavailable(reason: "the code prints fewer than two lines")) }
        return .success(lines)
    }

    /// `question` in `language` with its choices shuffled by `seed` (an exam paper presents
    /// questions one by one with a seed per student).
    public static func present(
        _ question: Question, language: Language, seed: UInt64, runner: (any ProgramRunner)?
    ) -> PresentedQuestion {
        // Content does not fall back; a session still has to show something, so a question
        // missing in `language` is shown in English (lint reports the gap).
        let text = question.text(in: language) ?? question.text(in: .english)
        let prompt = text?.prompt ?? question.id
        let explanation = text?.explanation ?? ""
        func choices(_ ids: [String], _ texts: [String: String]) -> [PresentedQuestion.Choice] {
            ids.shuffled(seed: seed).enumerated().map { index, id in
                .init(label: Self.label(index), id: id, text: texts[id] ?? id)
            }
        }
        var presented = PresentedQuestion(
            id: question.id, type: .single, prompt: prompt, code: nil, choices: [], explanation: explanation,
            unavailableReason: nil, correct: .choice([]))
        switch question.kind {
        case let .single(options, answer):
            presented.choices = choices(options, text?.options ?? [:])
            presented.correct = .choice([answer])
        case let .multiple(options, answers):
            presented.type = .multiple
            presented.choices = choices(options, text?.options ?? [:])
            presented.correct = .choice(Set(answers))
        case let .order(items):
            presented.type = .order
            presented.choices = choices(items, text?.items ?? [:])
            presented.correct = .sequence(items)
        case let .short(answers):
            presented.type = .short
            presented.correct = .text(answers)
        case let .output(device, code):
            presented.type = .output
            presented.code = code
            switch outputLines(code: code, device: device, runner: runner) {
            case let .success(lines):
                presented.choices = choices(lines, [:])
                presented.correct = .sequence(lines)
            case let .failure(failure):
                presented.unavailableReason = failure.reason
                presented.correct = .sequence([])
            }
        case let .wrongLine(code, answer):
            presented.type = .wrongLine
            presented.code = code
            presented.correct = .line(answer)
        }
        return presented
    }

    /// `a`…`z`, then `aa`, `ab`… (a quiz never needs that many).
    public static func label(_ index: Int) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        return index < 26 ? String(letters[index]) : label(index / 26 - 1) + String(letters[index % 26])
    }
}

/// Why an `output` question's answer could not be computed.
public struct OutputUnavailable: Error, Sendable, Hashable {
    /// In English, for authors.
    public var reason: String
}

/// The outcome of grading one typed answer.
public enum QuizGrade: Sendable, Hashable {
    /// The line is not an answer of the right form; ask again.
    case invalid(AnswerProblem)
    /// The answer was read and graded.
    case graded(QuestionResult)
}

/// The result of one answered question.
public struct QuestionResult: Sendable, Hashable {
    /// The question's id.
    public var questionID: String
    /// Whether the answer was right.
    public var isCorrect: Bool
    /// The right answer as the learner would type it.
    public var correctAnswer: String
    /// The explanation to show.
    public var explanation: String
}
