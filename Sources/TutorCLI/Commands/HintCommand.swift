import ArgumentParser

/// `vctutor hint`: the next of an exercise's hints.
struct HintCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "hint",
        abstract: "Show the next hint for an exercise.",
        discussion: """
            Each exercise has three hints, each more specific; every 'hint' shows the next one.
            Without an id: the exercise you checked last, else the first one not passed.

            Examples:
              vctutor hint root-in-code
              vctutor hint
            """)

    @Argument(help: "The exercise's id.", completion: CourseIdCompletion.exercises) var exercise: String?
    @OptionGroup var common: CommonOptions

    func run(in context: TutorContext) throws -> Int32 {
        let session = session(context)
        guard let id = exercise ?? context.currentExerciseId(session) else {
            context.complain(session.t("hint.which"))
            return ExitStatus.usage
        }
        let opened = context.openExercise(id, session: session, announce: false)
        guard case .opened(let materials) = opened else { return opened.failureStatus }
        if exercise == nil { context.say(session.t("hint.for", ["title": materials.title, "id": id])) }
        let saved = HintGiver(context: context, session: session).giveNext(materials)
        return saved ? ExitStatus.success : ExitStatus.failure
    }
}
