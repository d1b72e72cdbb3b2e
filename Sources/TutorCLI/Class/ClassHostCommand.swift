import ArgumentParser
import Foundation
import LiveClass

/// `vctutor class host`: serves a lesson's quiz to a class. Students join from their
/// terminals; the teacher moves from question to question with Enter (or the page's button).
struct ClassHostCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "host",
        abstract: "Host a live quiz for a class on this machine.",
        discussion: """
            Prints how students join and the address of your page (charts of the answers). \
            Enter opens the next question, s shows the standings, q ends the quiz. Results are \
            kept in an SQLite file (--db) and written beside it as CSV.

            Examples:
              vctutor class host windows
              vctutor class host windows presentation --port 9000 --db period3.sqlite
            """)

    @Argument(help: "The lessons whose quizzes are asked, in order.") var quiz: [String]
    @Option(help: "The port to listen on (0 lets the system choose).") var port = 8080
    @Option(help: "The address to listen on (0.0.0.0: every network of this machine).") var address = "0.0.0.0"
    @Option(help: "The SQLite file the results are kept in (the CSV is written beside it).") var db = "class-results.sqlite"
    @OptionGroup var common: CommonOptions

    func validate() throws {
        guard !quiz.isEmpty else { throw ValidationError("name at least one lesson whose quiz to ask, e.g. 'vctutor class host windows'") }
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0 to 65535, not \(port)") }
    }

    func run(in context: TutorContext) throws -> Int32 {
        let commandSession = session(context)
        guard let quizzes = context.services.quizzes else { return context.notAvailable(commandSession, what: "class host") }
        let questions: [LiveQuestion]
        do {
            questions = try LiveQuizBuilder.questions(lessons: quiz, quizzes: quizzes, teacherLanguage: commandSession.language)
        } catch LiveQuizBuilder.Problem.unknownQuiz(let id) {
            context.complain(commandSession.t("error.unknown_quiz", ["id": id]))
            return ExitStatus.usage
        } catch LiveQuizBuilder.Problem.empty {
            context.complain(commandSession.t("class.host.empty", ["quiz": quiz.joined(separator: " ")]))
            return ExitStatus.usage
        }
        let record: ClassRecord
        do {
            record = try ClassRecord(path: db, quiz: quiz.joined(separator: " "), questionIds: questions.map(\.id), at: context.clock())
        } catch let error as ClassRecordError {
            context.complain(commandSession.t("class.host.db_error", ["problem": error.description]))
            return ExitStatus.failure
        }
        let host = ClassHost(
            session: ClassSession(title: quiz.joined(separator: " "), questions: questions,
                                  teacherLanguage: commandSession.language.rawValue, record: record, clock: context.clock),
            record: record, strings: commandSession.strings, output: SharedOutput(context.output),
            width: commandSession.width)
        return host.run(address: address, port: port, input: context.input, interactive: context.terminal.inputIsTTY,
                        complain: context.complain)
    }
}
