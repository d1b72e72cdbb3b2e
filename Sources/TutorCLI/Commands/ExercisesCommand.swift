import ArgumentParser
import ProgressStore

/// `vctutor exercises`: lists the exercises and where the learner stands with each.
struct ExercisesCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "exercises",
        abstract: "List the exercises and their status.",
        discussion: "Examples:\n  vctutor exercises\n  vctutor exercises --json")

    @Flag(help: "Print a JSON array.") var json = false
    @OptionGroup var common: CommonOptions

    struct Row: Encodable {
        var id: String
        var lesson: String
        var title: String
        var status: ExerciseStatus
    }

    func run(in context: TutorContext) throws -> Int32 {
        let session = session(context)
        guard let course = context.services.course else {
            return context.notAvailable(session, what: "exercises")
        }
        let statuses = (try? context.store().exerciseStatuses()) ?? [:]
        let rows = try course.exercises(language: session.language.rawValue).map {
            Row(id: $0.id, lesson: $0.lesson, title: $0.title, status: statuses[$0.id] ?? .todo)
        }
        if json {
            try context.printJSON(rows)
        } else {
            for row in rows {
                context.say("\(session.t("status.\(row.status.rawValue)"))  \(row.title)  [\(row.id)]")
            }
        }
        return ExitStatus.success
    }
}
