import ArgumentParser
import ProgressStore

/// `vctutor lessons`: lists the lessons with the learner's progress.
struct LessonsCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "lessons",
        abstract: "List the lessons with your progress.",
        discussion: "Examples:\n  vctutor lessons\n  vctutor lessons --json --lang ru")

    @Flag(help: "Print a JSON array.") var json = false
    @OptionGroup var common: CommonOptions

    struct Row: Encodable {
        var id: String
        var title: String
        var order: Int
        var pagesRead: Int
        var finished: Bool
    }

    func run(in context: TutorContext) throws -> Int32 {
        let session = session(context)
        guard let course = context.services.course else {
            return context.notAvailable(session, what: "lessons")
        }
        let readings: [String: LessonReading]
        do {
            readings = try context.store().readings()
        } catch {
            context.complain(session.describe(error))
            return ExitStatus.failure
        }
        let rows = try course.lessons(language: session.language.rawValue).map { lesson in
            Row(id: lesson.id, title: lesson.title, order: lesson.order,
                pagesRead: readings[lesson.id]?.pagesRead ?? 0, finished: readings[lesson.id]?.finished ?? false)
        }
        if json {
            try context.printJSON(rows)
        } else {
            for row in rows {
                let mark = row.finished ? "✓" : row.pagesRead > 0 ? "…" : " "
                context.say("\(mark) \(String(row.order).leftPadded(to: 2)). \(row.title)  [\(row.id)]")
            }
        }
        return ExitStatus.success
    }
}

extension String {
    /// The string with spaces added on the left up to `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
