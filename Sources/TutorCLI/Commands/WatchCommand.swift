import ArgumentParser
import Foundation

/// `vctutor watch`: checks an exercise each time one of its files is saved, like rustlings'
/// watch. Keys: h (next hint), n (next exercise), q (quit).
struct WatchCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Re-check an exercise each time you save its file.",
        discussion: """
            Keys: h shows the next hint, n moves to the next exercise, q (or Ctrl-C) stops.
            Without an id: the exercise you checked last, else the first one not passed.
            With input that is not a terminal, every line read checks again (h, n and q
            work as keys), until the end of input.

            Examples:
              vctutor watch root-in-code
            """)

    @Argument(help: "The exercise's id.", completion: CourseIdCompletion.exercises) var exercise: String?
    @OptionGroup var common: CommonOptions

    func run(in context: TutorContext) throws -> Int32 {
        let session = session(context)
        guard let first = exercise ?? context.currentExerciseId(session) else {
            context.complain(session.t("hint.which"))
            return ExitStatus.usage
        }
        var opened = context.openExercise(first, session: session, announce: true)
        guard case .opened(var materials) = opened else { return opened.failureStatus }
        guard let checker = context.services.checker else {
            return context.notAvailable(session, what: "watch")
        }
        let keys = context.terminal.inputIsTTY ? RawKeyReader() : nil
        defer { keys?.restore() }
        let events: any WatchEventSource = keys.map { reader in
            TerminalWatchEvents(workspace: context.workspace, exerciseId: first, keys: { reader.read() })
        } ?? LineWatchEvents(input: context.input, exerciseId: first)
        let loop = WatchLoop(context: context, session: session, checker: checker, clearsScreen: keys != nil)

        try loop.check(materials)
        while true {
            switch events.next() {
            case .end, .key("q"):
                context.say(session.t("watch.bye"))
                return ExitStatus.success
            case .key("h"):
                HintGiver(context: context, session: session).giveNext(materials)
                loop.showKeys()
            case .key("n"):
                guard let next = context.exercise(after: materials.id, session) else {
                    context.say(session.t("watch.last_exercise"))
                    loop.showKeys()
                    continue
                }
                opened = context.openExercise(next, session: session, announce: true)
                guard case .opened(let nextMaterials) = opened else { return opened.failureStatus }
                materials = nextMaterials
                events.exerciseId = next
                try loop.check(materials, showingTask: true)
            default:
                try loop.check(materials)
            }
        }
    }
}

/// One round of `watch`: check the workspace copy, show the results and the keys.
struct WatchLoop {
    let context: TutorContext
    let session: CommandSession
    let checker: any SolutionChecking
    /// Whether to clear the terminal before each round (an interactive terminal).
    let clearsScreen: Bool

    /// With `showingTask`, the exercise's task comes first (a newly opened exercise).
    func check(_ materials: ExerciseMaterials, showingTask: Bool = false) throws {
        if clearsScreen { context.output.write("\u{1B}[2J\u{1B}[H") }
        let style = TerminalStyle(colour: session.colour)
        if showingTask, !materials.statement.isEmpty {
            context.say(style.apply([.bold], materials.title))
            context.say(MarkdownRenderer(width: session.width, colour: session.colour).render(materials.statement))
        }
        context.say(style.apply([.bold], session.t("watch.checking", ["title": materials.title, "id": materials.id])))
        context.say(style.apply([.dim], context.workspace.mainFile(materials.id)))
        if let source = context.workspace.source(materials.id),
           let recorded = try context.checkAndRecord(
               checker, exerciseId: materials.id, source: source,
               files: ExerciseWorkspace.resources(in: context.workspace.folder(materials.id)), session: session) {
            CheckPresenter(context: context, session: session).show(recorded.report)
            if let notSaved = recorded.notSaved { context.complain(session.describe(notSaved)) }
            if recorded.report.passed { context.say(session.t("watch.passed_next")) }
        } else {
            context.complain(session.t("check.no_file", ["path": context.workspace.mainFile(materials.id)]))
        }
        showKeys()
    }

    func showKeys() {
        context.say(TerminalStyle(colour: session.colour).apply([.dim], session.t("watch.keys")))
    }
}
