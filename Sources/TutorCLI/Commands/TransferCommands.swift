import ArgumentParser
import Foundation

/// `vctutor export`: writes all progress to a JSON file.
struct ExportCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write your progress to a JSON file.",
        discussion: "Examples:\n  vctutor export progress.json")

    @Argument(help: "The file to write.") var file: String
    @OptionGroup var common: CommonOptions

    func run(in context: TutorContext) throws -> Int32 {
        do {
            try context.store().export(to: URL(fileURLWithPath: file), now: context.clock())
        } catch {
            context.complain(session(context).describe(error))
            return ExitStatus.failure
        }
        context.say(session(context).t("export.done", ["path": file]))
        return ExitStatus.success
    }
}

/// `vctutor import`: merges progress from a JSON file written by `export`.
struct ImportCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Merge progress from a file written by 'export' (nothing is lost).",
        discussion: "Examples:\n  vctutor import progress.json")

    @Argument(help: "The file to read.") var file: String
    @OptionGroup var common: CommonOptions

    func run(in context: TutorContext) throws -> Int32 {
        do {
            try context.store().importFile(URL(fileURLWithPath: file))
        } catch {
            context.complain(session(context).describe(error))
            return ExitStatus.failure
        }
        context.say(session(context).t("import.done", ["path": file]))
        return ExitStatus.success
    }
}
