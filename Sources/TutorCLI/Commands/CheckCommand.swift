import ArgumentParser
import Foundation

/// `vctutor check`: checks a solution to an exercise and records the attempt.
struct CheckCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check your solution to an exercise.",
        discussion: """
            FILE defaults to your workspace copy of the exercise.

            Examples:
              vctutor check root-in-code
              vctutor check root-in-code MySolution.swift --json
            """)

    @Argument(help: "The exercise's id.") var exercise: String
    @Argument(help: "The Swift file to check.") var file: String?
    @Flag(help: "Print one JSON object.") var json = false
    @OptionGroup var common: CommonOptions

    func run(in context: TutorContext) throws -> Int32 {
        let session = session(context)
        guard let checker = context.services.checker else {
            return context.notAvailable(session, what: "check")
        }
        let path = file ?? "\(context.paths.workspace)/\(exercise)/main.swift"
        guard let source = try? String(contentsOfFile: path, encoding: .utf8) else {
            context.complain(session.t("check.no_file", ["path": path]))
            return ExitStatus.usage
        }
        guard let report = try checker.check(exerciseId: exercise, source: source, language: session.language.rawValue) else {
            context.complain(session.t("error.unknown_exercise", ["id": exercise]))
            return ExitStatus.usage
        }
        do {
            try context.store().recordExerciseAttempt(
                exerciseId: exercise, passed: report.passed,
                checksPassed: report.checks.count(where: \.passed), checksTotal: report.checks.count,
                now: context.clock())
        } catch {
            context.complain(error.description)
        }
        if json {
            context.say(report.json)
        } else {
            for check in report.checks {
                context.say((check.passed ? "✓ " : "✗ ") + check.message)
            }
            context.say(session.t(report.passed ? "check.passed" : "check.not_passed"))
        }
        return report.passed ? ExitStatus.success : ExitStatus.failure
    }
}
