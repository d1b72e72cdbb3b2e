import ArgumentParser
import Foundation

/// `vctutor exam grade DIR`: scores and the item analysis of an exam's answer files.
struct ExamGradeCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "grade",
        abstract: "Grade the answers of an exam and analyse its questions.",
        discussion: """
            Reads DIR/exam.json and every *.answers.json under DIR. Writes scores.csv,
            items.csv, distractors.csv and report.html (charts, no scripts) to DIR/results (or
            --out) and prints the item analysis. An answer file that cannot be used is named on
            standard error and left out; the others are graded (exit status 1 then).

            Example:
              vctutor exam grade exam1
            """)

    @Argument(help: "The exam directory (made by 'vctutor exam make').") var directory: String
    @Option(help: "Where to write the results (default: DIR/results).") var out: String?
    @OptionGroup var common: CommonOptions

    func run(in context: TutorContext) throws -> Int32 {
        let session = session(context)
        let examURL = URL(fileURLWithPath: directory)
        let grading: ExamGrading
        do {
            grading = try ExamGrader.grade(directory: examURL)
        } catch let error as ExamFileError {
            context.complain(error.message(session))
            return ExitStatus.usage
        }
        for problem in grading.problems { context.complain(problem.message(session)) }
        let results = out.map { URL(fileURLWithPath: $0) } ?? examURL.appendingPathComponent(ExamLayout.resultsFolder)
        let files = [
            ("scores.csv", ExamResultsCSV.scores(grading)), ("items.csv", ExamResultsCSV.items(grading)),
            ("distractors.csv", ExamResultsCSV.distractors(grading)), ("report.html", ExamResultsHTML(session: session).page(grading)),
        ]
        do {
            try FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
            for (name, text) in files {
                try Data(text.utf8).write(to: results.appendingPathComponent(name), options: .atomic)
            }
        } catch {
            context.complain(session.t("exam.error.write", ["path": results.path, "detail": "\(error)"]))
            return ExitStatus.failure
        }
        let style = TerminalStyle(colour: session.colour)
        for line in ExamResultsTable(session: session, style: style).lines(grading) { context.say(line) }
        context.say("")
        context.say(session.t("exam.graded", ["dir": results.path]))
        return grading.problems.isEmpty ? ExitStatus.success : ExitStatus.failure
    }
}
