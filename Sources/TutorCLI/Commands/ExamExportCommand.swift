import ArgumentParser
import Classroom
import Course
import Foundation

/// `vctutor exam export`: the course's quizzes as GIFT or Moodle XML, in one language.
struct ExamExportCommand: TutorCommand {
    /// The formats Moodle imports.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case gift
        case moodleXML = "moodle-xml"
    }

    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export the course's quizzes for Moodle (GIFT or Moodle XML).",
        discussion: """
            Questions Moodle cannot express (putting items or printed lines in order) are left
            out, each named on standard error with a count at the end. The text is in --lang.

            Examples:
              vctutor exam export --format gift --lang en > vctutor-en.gift
              vctutor exam export --format moodle-xml --lang zh --lessons launch --out launch.xml
            """)

    @Option(help: "gift or moodle-xml.") var format: Format
    @Option(help: "Lesson ids, separated by commas (default: every lesson).") var lessons: String?
    @Option(help: "The file to write (default: standard output).") var out: String?
    @OptionGroup var common: CommonOptions

    func run(in context: TutorContext) throws -> Int32 {
        let session = session(context)
        guard let live = context.services.quizzes as? LiveCourse else {
            return context.notAvailable(session, what: "exam export")
        }
        let language = Language(code: session.language.rawValue) ?? .english
        let course = live.lazyCourse.course(for: language)
        var chosen = course.lessons
        if let lessons {
            let ids = lessons.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if let unknown = ids.first(where: { course.lesson(id: $0) == nil }) {
                context.complain(session.t("exam.error.unknown_lesson", ["id": unknown]))
                return ExitStatus.usage
            }
            chosen = ids.compactMap(course.lesson(id:))
        }
        let exchange = CourseExchange.groups(chosen, language: language)
        let text: String
        switch format {
        case .gift:
            text = GIFTWriter.write(exchange.groups, header: [session.t("exam.export.header", ["lang": language.code])])
        case .moodleXML:
            text = MoodleXMLWriter.write(exchange.groups)
        }
        for left in exchange.leftOut {
            context.complain(session.t(left.reasonKey, ["question": "\(left.lesson)/\(left.question)"]))
        }
        let written = exchange.groups.map(\.questions.count).reduce(0, +)
        context.errors.write(session.t("exam.export.count", ["written": "\(written)", "left": "\(exchange.leftOut.count)"]) + "\n")
        if let out {
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: out), options: .atomic)
            } catch {
                context.complain(session.t("exam.error.write", ["path": out, "detail": "\(error)"]))
                return ExitStatus.failure
            }
        } else {
            context.output.write(text)
        }
        return ExitStatus.success
    }
}
