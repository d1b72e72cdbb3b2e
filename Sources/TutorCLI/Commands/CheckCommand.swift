import ArgumentParser
import Course
import Foundation

/// `vctutor check`: checks a solution to an exercise and records the attempt.
struct CheckCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check your solution to an exercise.",
        discussion: """
            FILE defaults to your workspace copy of the exercise
            ($VCTUTOR_HOME/exercises/EXERCISE/main.swift, made from the starter the first time).

            Examples:
              vctutor check root-in-code
              vctutor check root-in-code MySolution.swift --json
            """)

    @Argument(help: "The exercise's id.", completion: CourseIdCompletion.exercises) var exercise: String
    @Argument(help: "The Swift file to check.") var file: String?
    @Flag(help: "Print one JSON object.") var json = false
    @OptionGroup var common: CommonOptions

    func run(in context: TutorContext) throws -> Int32 {
        let session = session(context)
        if file == nil, context.services.materials != nil {
            // The workspace copy: made now if this is the first time.
            if case .failed(let status) = context.openExercise(exercise, session: session, announce: !json) {
                return status
            }
        }
        guard let checker = context.services.checker else {
            return context.notAvailable(session, what: "check")
        }
        let source: String?
        if let file {
            source = try? String(contentsOfFile: file, encoding: .utf8)
        } else {
            source = context.workspace.source(exercise)
        }
        guard let source else {
            return refuse(session.t("check.no_file", ["path": file ?? context.workspace.mainFile(exercise)]), in: context)
        }
        // Storyboards and an Info.plist beside the file (or in the workspace folder) are the
        // learner's: an edited storyboard is checked, not silently replaced by the course's.
        let folder = file.map { ($0 as NSString).deletingLastPathComponent } ?? context.workspace.folder(exercise)
        let files = ExerciseWorkspace.resources(in: folder.isEmpty ? "." : folder)
        guard let recorded = try context.checkAndRecord(
            checker, exerciseId: exercise, source: source, files: files, session: session) else {
            return refuse(context.unknownExercise(exercise, session: session), in: context)
        }
        let report = recorded.report
        if json {
            context.say(report.json)
        } else {
            CheckPresenter(context: context, session: session).show(report)
        }
        if let notSaved = recorded.notSaved {
            context.complain(session.describe(notSaved))
            return ExitStatus.notSaved
        }
        return report.passed ? ExitStatus.success : ExitStatus.failure
    }

    /// Says why nothing was checked (on stderr; with `--json` also as the one JSON object on
    /// stdout, status `diagnostics` with the message as its one error, at line 1) and exits
    /// with the usage status.
    private func refuse(_ message: String, in context: TutorContext) -> Int32 {
        context.complain(message)
        if json {
            let refusal = refusedCheck(exercise: exercise, message: message)
            context.say((try? String(decoding: JSONEncoder.readable.encode(refusal), as: UTF8.self)) ?? "{}")
        }
        return ExitStatus.usage
    }
}
