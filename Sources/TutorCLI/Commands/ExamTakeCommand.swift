import ArgumentParser
import Course
import Foundation

/// `vctutor exam take PAPER`: the student answers their paper; the answers go to a file.
struct ExamTakeCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "take",
        abstract: "Answer an exam paper; the answers are saved to a file for your teacher.",
        discussion: """
            Answer with the option's letter (several letters for several answers or an order);
            right and wrong are not shown. Ctrl-C or the end of input stops and saves the answers
            given so far. Answers can be piped in, one line per question.

            Examples:
              vctutor exam take exam1/papers/s01.paper.json
              printf 'b\\na c\\n' | vctutor exam take s01.paper.json --out s01.answers.json
            """)

    @Argument(help: "The paper (a .paper.json file).") var paper: String
    @Option(help: "Where to write the answers (default: next to the paper, <id>.answers.json).") var out: String?
    @Flag(help: "Replace an answer file already there.") var force = false
    @OptionGroup var common: CommonOptions

    func run(in context: TutorContext) throws -> Int32 {
        let paperURL = URL(fileURLWithPath: paper)
        let loaded: ExamPaper
        do {
            loaded = try ExamJSON.read(ExamPaper.self, format: ExamFormat.paper, from: paperURL)
        } catch let error as ExamFileError {
            context.complain(error.message(session(context)))
            return ExitStatus.usage
        }
        // The paper's language unless --lang says otherwise.
        var options = common
        if options.lang == nil { options.lang = loaded.student.language }
        let session = CommandSession(context: context, common: options)
        let answersURL = out.map { URL(fileURLWithPath: $0) } ?? ExamLayout.answersFile(for: paperURL)
        if !force, FileManager.default.fileExists(atPath: answersURL.path) {
            context.complain(session.t("exam.error.answers_exist", ["path": answersURL.path]))
            return ExitStatus.usage
        }
        context.say(session.t("exam.take.header", [
            "name": loaded.student.name, "id": loaded.student.id, "questions": "\(loaded.questions.count)",
        ]))
        let language = Language(code: session.language.rawValue) ?? .english
        let questions = loaded.questions.map { question in
            let presented = question.presented
            return QuizQuestion(
                id: question.id, prompt: question.prompt, choices: question.choices.map(\.text), accepted: [],
                explanation: nil, code: question.code, answerForm: LiveCourse.answerForm(question.type),
                judge: { typed in
                    switch presented.parseAnswer(typed) {
                    case let .failure(problem): .invalid(problem.message(in: language))
                    case .success: .wrong
                    }
                })
        }
        var answers: [ExamAnswer] = []
        let asker = QuestionAsker(context: context, session: session, revealsResults: false) { question, typed, _ in
            guard let paperQuestion = loaded.questions.first(where: { $0.id == question.id }),
                  case let .success(given) = paperQuestion.presented.parseAnswer(typed) else { return }
            answers.append(ExamAnswer(question: question.id, typed: typed, answer: given))
        }
        let result = try asker.ask(questions)
        do {
            try ExamJSON.write(ExamAnswers(student: loaded.student, seed: loaded.seed, answers: answers), to: answersURL)
        } catch {
            context.complain(session.t("exam.error.write", ["path": answersURL.path, "detail": "\(error)"]))
            return ExitStatus.failure
        }
        context.say(session.t("exam.take.saved", [
            "answered": "\(result.asked)", "questions": "\(loaded.questions.count)", "path": answersURL.path,
        ]))
        return ExitStatus.success
    }
}
