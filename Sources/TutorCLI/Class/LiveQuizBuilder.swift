import LiveClass

/// Builds a live class's questions from the course's quizzes: each question with its words in
/// every course language and the course's own judge for each.
enum LiveQuizBuilder {
    /// Why the questions cannot be built.
    enum Problem: Error, Equatable {
        /// No lesson has this id (or it has no quiz).
        case unknownQuiz(String)
        /// The lessons named have no question that can be asked.
        case empty
    }

    /// The questions of the lessons `ids`, in order; the teacher's language leads, so a
    /// question that only it can show is still asked.
    static func questions(lessons ids: [String], quizzes: any QuizProviding, teacherLanguage: CourseLanguage) throws -> [LiveQuestion] {
        let languages = [teacherLanguage] + CourseLanguage.allCases.filter { $0 != teacherLanguage }
        var result: [LiveQuestion] = []
        for id in ids {
            var perLanguage: [CourseLanguage: [String: QuizQuestion]] = [:]
            var order: [String] = []
            for language in languages {
                guard let questions = try quizzes.quiz(id: id, language: language.rawValue) else {
                    throw Problem.unknownQuiz(id)
                }
                if language == teacherLanguage { order = questions.map(\.id) }
                perLanguage[language] = Dictionary(questions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            }
            for questionId in order {
                var texts: [String: LiveQuestion.Text] = [:]
                var judges: [String: @Sendable (String) -> QuizJudgement] = [:]
                for language in languages {
                    guard let question = perLanguage[language]?[questionId] else { continue }
                    texts[language.rawValue] = LiveQuestion.Text(
                        prompt: question.prompt, code: question.code, choices: question.choices,
                        answer: question.accepted.first ?? "")
                    judges[language.rawValue] = question.judge
                }
                let fallback = teacherLanguage.rawValue
                let judgeFor = judges
                result.append(LiveQuestion(id: questionId, texts: texts) { answer, language in
                    guard let judge = judgeFor[language] ?? judgeFor[fallback] else { return .invalid("no judge") }
                    switch judge(answer) {
                    case .right: return .right
                    case .wrong: return .wrong
                    case .invalid(let why): return .invalid(why)
                    }
                })
            }
        }
        guard !result.isEmpty else { throw Problem.empty }
        return result
    }
}
