import ArgumentParser
import ProgressStore

/// `vctutor exercises`: lists the exercises and where the learner stands with each; with an
/// id, shows that exercise and makes its workspace folder.
struct ExercisesCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "exercises",
        abstract: "List the exercises and their status, or open one.",
        discussion: """
            With an exercise's id: shows the task and copies its starter to
            $VCTUTOR_HOME/exercises/EXERCISE/ the first time, for you to edit in any editor.

            Examples:
              vctutor exercises
              vctutor exercises --json
              vctutor exercises root-in-code
            """)

    @Argument(help: "An exercise to open.", completion: CourseIdCompletion.exercises) var exercise: String?
    @Flag(help: "Print a JSON array.") var json = false
    @OptionGroup var common: CommonOptions

    struct Row: Encodable {
        var id: String
        var lesson: String
        var title: String
        var kind: String
        var status: ExerciseStatus
    }

    func run(in context: TutorContext) throws -> Int32 {
        let session = session(context)
        if let exercise, !json {
            return open(exercise, context, session)
        }
        guard let course = context.services.course else {
            return context.notAvailable(session, what: "exercises")
        }
        let statuses = (try? context.store().exerciseStatuses()) ?? [:]
        let rows = try course.exercises(language: session.language.rawValue)
            .filter { exercise == nil || $0.id == exercise }
            .map { Row(id: $0.id, lesson: $0.lesson, title: $0.title, kind: $0.kind, status: statuses[$0.id] ?? .todo) }
        if json {
            try context.printJSON(rows)
        } else {
            let titles = Dictionary((try? course.lessons(language: session.language.rawValue))?
                .map { ($0.id, $0.title) } ?? [], uniquingKeysWith: { first, _ in first })
            say(rows, headedBy: titles, in: context, session)
            context.say(session.t("exercises.open_hint"))
        }
        return ExitStatus.success
    }

    /// The rows under their lessons' titles, in course order, each lesson with how many of its
    /// exercises are passed (`Windows  2/5`), as a learner scans a long list.
    private func say(_ rows: [Row], headedBy titles: [String: String], in context: TutorContext, _ session: CommandSession) {
        let style = TerminalStyle(colour: session.colour)
        var lessonsInOrder: [String] = []
        var rowsByLesson: [String: [Row]] = [:]
        for row in rows {
            if rowsByLesson[row.lesson] == nil { lessonsInOrder.append(row.lesson) }
            rowsByLesson[row.lesson, default: []].append(row)
        }
        for (index, lesson) in lessonsInOrder.enumerated() {
            let lessonRows = rowsByLesson[lesson] ?? []
            let passed = lessonRows.filter { $0.status == .passed }.count
            if index > 0 { context.say("") }
            context.say(style.apply([.bold], titles[lesson] ?? lesson) + style.apply([.dim], "  \(passed)/\(lessonRows.count)"))
            for row in lessonRows {
                let mark = switch row.status {
                case .passed: style.apply([.green], "✓")
                case .attempted: style.apply([.yellow], "…")
                case .todo: " "
                }
                context.say("  \(mark) \(session.titled(row.title, kind: row.kind))  "
                    + style.apply([.dim], "[\(row.id)] \(session.t("status.\(row.status.rawValue)"))"))
            }
        }
    }

    /// Shows the task, makes the folder and says what to do next.
    private func open(_ id: String, _ context: TutorContext, _ session: CommandSession) -> Int32 {
        let opened = context.openExercise(id, session: session, announce: false)
        guard case .opened(let materials) = opened else { return opened.failureStatus }
        let style = TerminalStyle(colour: session.colour)
        context.say(style.apply([.bold], session.titled(materials.title, kind: materials.kind)))
        if !materials.statement.isEmpty {
            context.say(MarkdownRenderer(width: session.width, colour: session.colour).render(materials.statement))
        }
        context.say(session.t("workspace.where", ["path": context.workspace.mainFile(id)]))
        context.say(session.t("exercises.next_steps", ["id": id]))
        return ExitStatus.success
    }
}

extension OpenedExercise {
    /// The exit status of a failed opening (success for an opened one).
    var failureStatus: Int32 {
        if case .failed(let status) = self { return status }
        return ExitStatus.success
    }
}

extension CommandSession {
    /// An exercise's title led by its kind, as the learner meets it: "Fix: No page after the last".
    func titled(_ title: String, kind: String) -> String {
        t("exercise.titled", ["kind": t("exercise.kind.\(kind)"), "title": title])
    }
}
