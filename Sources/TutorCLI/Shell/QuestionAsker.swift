import Foundation
import ProgressStore

/// Asks quiz questions one by one, records every answer before saying whether it was right,
/// and stops at Ctrl-C or the end of input. A practice quiz records into the progress store
/// (with the review schedule) and shows each result; an exam paper records elsewhere and shows
/// none.
struct QuestionAsker {
    let context: TutorContext
    let session: CommandSession
    /// Whether to say right or wrong and show the explanation after each answer.
    var revealsResults = true
    /// Keeps one answer (the question, the line typed, whether it was judged right).
    let record: (QuizQuestion, String, Bool) throws(ProgressStoreError) -> Void

    /// Asks for a practice quiz or review, recording answers in attempt `attemptId` of `store`.
    init(context: TutorContext, session: CommandSession, store: ProgressStore, attemptId: String) {
        self.context = context
        self.session = session
        self.record = { question, given, correct throws(ProgressStoreError) in
            try store.recordAnswer(QuizAnswer(
                attemptId: attemptId, questionId: question.id, given: given, correct: correct,
                answeredAt: context.clock()))
        }
    }

    /// Asks with answers kept by `record` and results shown only when `revealsResults`.
    init(context: TutorContext, session: CommandSession, revealsResults: Bool,
         record: @escaping (QuizQuestion, String, Bool) throws(ProgressStoreError) -> Void) {
        self.context = context
        self.session = session
        self.revealsResults = revealsResults
        self.record = record
    }

    struct Result: Equatable {
        var asked: Int
        var correct: Int
    }

    func ask(_ questions: [QuizQuestion]) throws(ProgressStoreError) -> Result {
        guard let readline = context.input as? ReadlineReader else { return try askEach(questions) }
        return try readline.withHistorySetAside { () throws(ProgressStoreError) -> Result in try askEach(questions) }
    }

    private func askEach(_ questions: [QuizQuestion]) throws(ProgressStoreError) -> Result {
        let renderer = MarkdownRenderer(width: session.width, colour: session.colour)
        let style = TerminalStyle(colour: session.colour)
        var result = Result(asked: 0, correct: 0)
        for (number, question) in questions.enumerated() {
            context.say(style.apply([.bold], "\(number + 1)/\(questions.count)"))
            context.output.write(renderer.render(question.prompt))
            if let code = question.code {
                let numbered = code.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                    .map { "\(String($0.offset + 1).leftPadded(to: 2)) \($0.element)" }.joined(separator: "\n")
                context.output.write(renderer.render("```swift\n" + numbered + "\n```"))
            }
            for (offset, choice) in question.choices.enumerated() {
                let letter = String(UnicodeScalar(UInt8(ascii: "a") + UInt8(offset)))
                context.output.write(LineWrapper.wrap(renderer.inline(choice), width: session.width,
                                                      indent: "     ", firstIndent: "  \(letter)) ").joined(separator: "\n") + "\n")
            }
            if let form = question.answerForm {
                context.say(style.apply([.dim], session.t("quiz.how.\(form.rawValue)")))
            }
            var given: String?
            var correct = false
            while given == nil {
                switch context.input.readLine(prompt: "> ") {
                case .end, .interrupted:
                    context.say(session.t("quiz.stopped"))
                    return result
                case .line(let line):
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    if trimmed.isEmpty { context.say(session.t("quiz.empty_answer")); continue }
                    switch question.judge(trimmed) {
                    case .invalid(let why): context.say(why)
                    case .right: given = trimmed; correct = true
                    case .wrong: given = trimmed
                    }
                }
            }
            try record(question, given!, correct)
            result.asked += 1
            if correct { result.correct += 1 }
            guard revealsResults else { context.say(""); continue }
            if correct {
                context.say(style.apply([.green], session.t("quiz.right")))
            } else {
                let answer = question.accepted.first ?? ""
                if let items = Self.items(answer, of: question) {
                    context.say(style.apply([.red], session.t("quiz.wrong", ["answer": ""]).trimmingTrailingSpaces))
                    for item in items {
                        context.output.write(LineWrapper.wrap(renderer.inline(item.text), width: session.width,
                                                              indent: "     ", firstIndent: "  \(item.letter)) ").joined(separator: "\n") + "\n")
                    }
                } else {
                    context.say(style.apply([.red], session.t("quiz.wrong", ["answer": answer])))
                }
            }
            if let explanation = question.explanation { context.output.write(renderer.render(explanation)) }
            context.say("")
        }
        return result
    }

    /// The options an answer such as `b f c` names, in its order, with their letters; nil when
    /// the answer is not a list of the options' letters.
    static func items(_ answer: String, of question: QuizQuestion) -> [(letter: String, text: String)]? {
        guard !question.choices.isEmpty else { return nil }
        let letters = answer.split(separator: " ").map(String.init)
        var items: [(letter: String, text: String)] = []
        for letter in letters {
            guard letter.count == 1, let scalar = letter.unicodeScalars.first, scalar.isASCII,
                  let index = Optional(Int(scalar.value) - Int(UnicodeScalar("a").value)),
                  question.choices.indices.contains(index) else { return nil }
            items.append((letter, question.choices[index]))
        }
        return items.isEmpty ? nil : items
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
