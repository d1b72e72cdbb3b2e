import ArgumentParser
import Foundation

/// `vctutor grade-worker` (hidden): the child process `vctutor grade` runs submissions in.
/// Reads one ``GradeJob`` per line on standard input and writes one ``GradeOutcome`` per line,
/// in the same order, under ``WorkerLimits``. It never opens the progress database.
struct GradeWorkerCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "grade-worker",
        abstract: "Check submissions read from standard input (used by 'vctutor grade').",
        shouldDisplay: false)

    @Option(help: "Address-space limit in megabytes.") var memoryMb = WorkerLimits().memoryMegabytes
    @Option(help: "Processor seconds per submission.") var cpuSeconds = WorkerLimits().cpuSecondsPerJob
    @OptionGroup var common: CommonOptions

    func run(in context: TutorContext) throws -> Int32 {
        guard let checker = context.services.checker else {
            context.complain("grade-worker: no checker in this build")
            return ExitStatus.notAvailable
        }
        let language = CourseLanguage.resolve(option: common.lang, saved: nil, environment: context.environment)
        let limits = WorkerLimits(memoryMegabytes: memoryMb, cpuSecondsPerJob: cpuSeconds)
        // Results go to a private copy of standard output; anything else that writes to
        // standard output goes to standard error instead, so it cannot break the protocol.
        let results = FileHandle(fileDescriptor: dup(STDOUT_FILENO), closeOnDealloc: true)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        limits.applyMemoryLimit()
        let decoder = JSONDecoder()
        let encoder = JSONEncoder()
        while let line = readLine(strippingNewline: true) {
            let outcome: GradeOutcome
            if let job = try? decoder.decode(GradeJob.self, from: Data(line.utf8)) {
                limits.allowProcessorTimeForNextJob()
                outcome = Self.grade(job, checker: checker, language: language.rawValue)
            } else {
                outcome = GradeOutcome(status: "unreadable", problem: "grade-worker: a job line is not valid JSON")
            }
            var data = try encoder.encode(outcome)
            data.append(UInt8(ascii: "\n"))
            results.write(data)
        }
        return ExitStatus.success
    }

    /// Checks one job with the course's checker (the one `vctutor check` uses).
    static func grade(_ job: GradeJob, checker: any SolutionChecking, language: String) -> GradeOutcome {
        do {
            guard let report = try checker.check(exerciseId: job.exercise, source: job.source, language: language) else {
                return GradeOutcome(status: "unknown", problem: job.exercise)
            }
            return GradeOutcome(report: report)
        } catch {
            return GradeOutcome(status: "crashed", problem: "\(error)")
        }
    }
}
