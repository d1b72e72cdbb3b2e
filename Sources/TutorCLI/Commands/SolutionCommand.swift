import ArgumentParser
import ProgressStore

/// `vctutor solution`: the reference solution, once the learner has passed the exercise.
struct SolutionCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "solution",
        abstract: "Show the reference solution of an exercise you have passed.",
        discussion: "Pass the exercise first ('check EXERCISE'); then compare your code with ours.\n\nExamples:\n  vctutor solution root-in-code")

    @Argument(help: "The exercise's id.", completion: CourseIdCompletion.exercises) var exercise: String
    @OptionGroup var common: CommonOptions

    func run(in context: TutorContext) throws -> Int32 {
        let session = session(context)
        guard let provider = context.services.materials else {
            return context.notAvailable(session, what: "solution")
        }
        guard let materials = try provider.materials(exerciseId: exercise, language: session.language.rawValue) else {
            context.complain(context.unknownExercise(exercise, session: session))
            return ExitStatus.usage
        }
        let status = (try? context.store().exerciseStatuses())?[exercise] ?? .todo
        guard status == .passed else {
            context.say(session.t("solution.not_yet", ["id": exercise]))
            return ExitStatus.failure
        }
        guard let solution = materials.solution else {
            context.say(session.t("solution.none"))
            return ExitStatus.failure
        }
        context.say(session.t("solution.title", ["title": materials.title]))
        context.say(SwiftHighlighter.highlight(solution, style: TerminalStyle(colour: session.colour)))
        return ExitStatus.success
    }
}
