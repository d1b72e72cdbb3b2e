import Classroom
import Course

/// The course's quiz questions in the shape GIFT and Moodle XML share, in one language.
/// Questions Moodle cannot express (putting items or printed lines in order: Moodle's core has
/// no ordering question) and questions without text in the language are left out, each with
/// the reason.
enum CourseExchange {
    /// A question left out and why (a UI string key).
    struct LeftOut: Hashable {
        var lesson: String
        var question: String
        var reasonKey: String
    }

    /// A group per lesson (`vctutor/<language>/<lesson>`), in the lessons' order, and what was left out.
    static func groups(_ lessons: [Lesson], language: Language) -> (groups: [ExchangeGroup], leftOut: [LeftOut]) {
        var groups: [ExchangeGroup] = []
        var leftOut: [LeftOut] = []
        for lesson in lessons {
            var questions: [ExchangeQuestion] = []
            for question in lesson.questions {
                switch exchange(question, lesson: lesson.id, language: language) {
                case let .success(converted): questions.append(converted)
                case let .failure(reason): leftOut.append(LeftOut(lesson: lesson.id, question: question.id, reasonKey: reason.key))
                }
            }
            if !questions.isEmpty {
                groups.append(ExchangeGroup(category: "vctutor/\(language.code)/\(lesson.id)", questions: questions))
            }
        }
        return (groups, leftOut)
    }

    struct Reason: Error { var key: String }

    private static func exchange(_ question: Question, lesson: String, language: Language) -> Result<ExchangeQuestion, Reason> {
        guard let text = question.text(in: language), let prompt = text.prompt else {
            return .failure(Reason(key: "exam.export.no_text"))
        }
        func options(_ ids: [String], right: Set<String>) -> [ExchangeOption]? {
            let made = ids.compactMap { id in text.options[id].map { ExchangeOption(id: id, text: $0, isCorrect: right.contains(id)) } }
            return made.count == ids.count ? made : nil
        }
        let kind: ExchangeQuestion.Kind
        var fullPrompt = prompt
        switch question.kind {
        case let .single(ids, answer):
            guard let made = options(ids, right: [answer]) else { return .failure(Reason(key: "exam.export.no_text")) }
            kind = .choice(options: made, multipleAnswers: false)
        case let .multiple(ids, answers):
            guard let made = options(ids, right: Set(answers)) else { return .failure(Reason(key: "exam.export.no_text")) }
            kind = .choice(options: made, multipleAnswers: true)
        case let .short(answers):
            kind = .shortAnswer(answers)
        case let .wrongLine(code, answer):
            let numbered = code.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .map { "\($0.offset + 1)  \($0.element)" }.joined(separator: "\n")
            fullPrompt += "\n\n```swift\n\(numbered)\n```"
            kind = .number(answer)
        case .order, .output:
            return .failure(Reason(key: "exam.export.ordering"))
        }
        return .success(ExchangeQuestion(name: "\(lesson)/\(question.id)", prompt: fullPrompt, kind: kind,
                                         explanation: text.explanation ?? ""))
    }
}
