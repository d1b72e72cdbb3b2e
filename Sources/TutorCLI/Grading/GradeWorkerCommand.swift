import ArgumentParser
import Course
import Foundation
import SwiftSubset

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
        guard let checker = Self.gradingChecker(context) ?? context.services.checker else {
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

    /// The course's checker with the course's limits, but a wall-clock limit long enough that
    /// the step limit (which counts, so gives the same result on any machine) stops a runaway
    /// program first: grading the same class twice must give the same files, on a busy
    /// machine too. The worker's processor-time limit still bounds each job.
    static func gradingChecker(_ context: TutorContext) -> (any SolutionChecking)? {
        guard let root = context.courseRoot else { return nil }
        var limits = Limits.course
        limits.wallTimeSeconds = 20
        return LiveChecker(course: LazyCourse(root: URL(fileURLWithPath: root)),
                           runner: SimulatorProgramRunner(limits: limits))
    }

    /// The environment variable naming the test-only crash marker (see ``grade(_:checker:language:)``).
    static let crashMarkerVariable = "VCTUTOR_GRADE_WORKER_CRASH_MARKER"

    /// Checks one job with the course's checker (the one `vctutor check` uses).
    static func grade(_ job: GradeJob, checker: any SolutionChecking, language: String) -> GradeOutcome {
        // Fault injection for the tests of the pool: a worker told a marker dies on a
        // submission that contains it, as a crash in the checker would (no program a learner
        // can write is known to kill the worker any more).
        if let marker = ProcessInfo.processInfo.environment[Self.crashMarkerVariable], !marker.isEmpty,
           job.source.contains(marker) {
            abort()
        }
        do {
            guard let report = try checker.check(
                exerciseId: job.exercise, source: job.source, files: job.workspaceFiles, language: language) else {
                return GradeOutcome(status: "unknown", problem: job.exercise)
            }
            return GradeOutcome(report: report)
        } catch {
            return GradeOutcome(status: "crashed", problem: "\(error)")
        }
    }
}
