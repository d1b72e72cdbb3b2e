import ArgumentParser
import Course
import Foundation

/// `vctutor grade`: checks a whole class's solutions, each submission in a child process, and
/// writes Exercism (or Gradescope) results, a CSV of grades and a JUnit report.
struct GradeCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "grade",
        abstract: "Grade a class's solutions: results per student, a CSV and a JUnit report.",
        discussion: """
            SUBMISSIONS holds one folder per student, each holding exercise folders as a learner's
            $VCTUTOR_HOME/exercises/ does (STUDENT/EXERCISE/main.swift, other .swift files).
            Writes DIR/STUDENT/EXERCISE/results.json (Exercism's test-runner format, version 3;
            with --format gradescope, DIR/STUDENT/results.json for Gradescope), DIR/grades.csv and
            DIR/junit.xml. Exits 0 when grading ran, whatever the students scored. Nothing is
            written to your own progress.

            Examples:
              vctutor grade submissions/
              vctutor grade submissions/ --exercise root-in-code --out grades --jobs 4
              vctutor grade submissions/ --format gradescope --lang ru
            """)

    @Argument(help: "The folder with one folder per student.") var submissions: String
    @Option(name: .customLong("exercise"), help: "An exercise to grade (repeat for more); default: every exercise found.")
    var exercises: [String] = []
    @Option(help: "Where the results go.") var out = "grades"
    @Option(help: "How many submissions are checked at once (default: the number of processors).")
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    @Option(help: "The per-submission results: exercism or gradescope.") var format: GradeFormat = .exercism
    @Flag(help: "Print one JSON object instead of the table.") var json = false
    @OptionGroup var common: CommonOptions

    func run(in context: TutorContext) throws -> Int32 {
        let session = CommandSession(context: context, common: common, readingSavedLanguage: false)
        guard let root = context.courseRoot, let course = context.services.course else {
            return context.notAvailable(session, what: "grade")
        }
        guard jobs >= 1 else {
            context.complain(session.t("grade.bad_jobs", ["n": String(jobs)]))
            return ExitStatus.usage
        }
        guard ClassSubmissions.isFolder(submissions) else {
            context.complain(session.t("grade.no_folder", ["path": submissions]))
            return ExitStatus.usage
        }
        let known = try course.exercises(language: session.language.rawValue).map(\.id)
        for id in exercises where !known.contains(id) {
            context.complain(unknownExercise(id, known: known, session: session))
            return ExitStatus.usage
        }
        let folder = ClassSubmissions(root: submissions, excluded: out)
        let students = folder.students()
        guard !students.isEmpty else {
            context.complain(session.t("grade.no_students", ["path": submissions]))
            return ExitStatus.usage
        }
        let graded = exercisesToGrade(folder, students: students, known: known, context: context, session: session)
        let lazyCourse = LazyCourse(root: URL(fileURLWithPath: root))
        let language = Language(rawValue: session.language.rawValue) ?? .english
        let checkIDs = Dictionary(uniqueKeysWithValues: graded.map { id in
            (id, lazyCourse.exercise(id: id, language: language)?.checks.map(\.id) ?? [])
        })

        // Every student's every exercise: a job for the pool, or an outcome known already.
        var records: [GradeRecord] = []
        var pending: [GradeJob] = []
        var jobRecords: [Int] = []
        for student in students {
            for exercise in graded {
                let record = GradeRecord(student: student, exercise: exercise, outcome: GradeOutcome(status: ""), checkIDs: checkIDs[exercise] ?? [])
                switch folder.job(student: student, exercise: exercise, maxBytes: Self.maxSourceBytes) {
                case .success(let job):
                    jobRecords.append(records.count)
                    pending.append(job)
                case .failure(let outcome):
                    records.append(record)
                    records[records.count - 1].outcome = explained(outcome, session: session)
                    continue
                }
                records.append(record)
            }
        }

        // A worker that dies leaves a broken pipe: writing to it must fail, not end vctutor.
        signal(SIGPIPE, SIG_IGN)
        let bar = GradeProgress(context: context, session: session, total: pending.count, shown: !json)
        let pool = WorkerPool(
            executable: Self.executablePath(), arguments: workerArguments(session),
            // A crashing worker dies at once instead of printing a backtrace nobody reads.
            environment: context.environment.merging(["VCTUTOR_COURSE": root, "SWIFT_BACKTRACE": "enable=no"]) { _, new in new },
            size: self.jobs, wallSecondsPerJob: WorkerLimits().wallSecondsPerJob)
        let strings = session.strings
        let outcomes = pool.run(pending, failed: { failure in Self.outcome(of: failure, strings: strings) },
                                progress: { bar.update($0) })
        bar.finish()
        for (index, outcome) in zip(jobRecords, outcomes) {
            records[index].outcome = explained(outcome, session: session)
        }

        do {
            try GradeFiles(folder: out, format: format, truncatedNote: session.t("grade.output_truncated")).write(records)
        } catch {
            context.complain(session.t("grade.cannot_write", ["path": out, "reason": "\(error)"]))
            return ExitStatus.failure
        }
        let summary = GradeSummary(records, exercises: graded)
        if json {
            context.say(try GradeJSONSummary(out: out, records: records, summary: summary).text())
        } else {
            context.say(session.t("grade.done", [
                "submissions": String(records.count), "students": String(students.count),
                "pass": String(records.count(where: { $0.status == GradeVerdict.pass.rawValue })),
                "fail": String(records.count(where: { $0.status == GradeVerdict.fail.rawValue })),
                "error": String(records.count(where: { $0.status == GradeVerdict.error.rawValue })),
                "missing": String(records.count(where: { $0.status == GradeOutcome.missing })),
            ]))
            context.say("")
            context.say(summary.table { session.t($0) })
            context.say("")
            context.say(session.t("grade.written", ["path": out]))
        }
        return ExitStatus.success
    }

    /// The largest submission (all its Swift files together) that is checked.
    static let maxSourceBytes = 1_000_000

    /// The exercises to grade: those asked for, else every exercise of the course that some
    /// student has a folder for, in course order. Folders that are not exercises are reported.
    private func exercisesToGrade(
        _ submissions: ClassSubmissions, students: [String], known: [String], context: TutorContext, session: CommandSession
    ) -> [String] {
        var found: Set<String> = []
        for student in students {
            for folder in submissions.exerciseFolders(of: student) {
                if known.contains(folder) {
                    found.insert(folder)
                } else if exercises.isEmpty {
                    context.complain(session.t("grade.skipped_folder", ["path": student + "/" + folder])
                        + "; " + unknownExercise(folder, known: known, session: session))
                }
            }
        }
        return exercises.isEmpty ? known.filter(found.contains) : exercises
    }

    private func unknownExercise(_ id: String, known: [String], session: CommandSession) -> String {
        session.unknown("error.unknown_exercise", id, suggestions: Suggestions.closest(to: id, in: known, limit: 1))
    }

    private func workerArguments(_ session: CommandSession) -> [String] {
        let limits = WorkerLimits()
        return ["grade-worker", "--lang", session.language.rawValue,
                "--memory-mb", String(limits.memoryMegabytes), "--cpu-seconds", String(limits.cpuSecondsPerJob)]
    }

    /// The outcome recorded for a job whose worker failed.
    static func outcome(of failure: WorkerProcess.Failure, strings: UIStrings) -> GradeOutcome {
        switch failure {
        case .signal(SIGXCPU):
            let seconds = String(WorkerLimits().cpuSecondsPerJob)
            return GradeOutcome(status: "timeout", problem: strings.text("grade.cpu_limit", ["seconds": seconds]))
        case .timedOut:
            let seconds = String(WorkerLimits().wallSecondsPerJob)
            return GradeOutcome(status: "timeout", problem: strings.text("grade.timed_out", ["seconds": seconds]))
        case .signal(let number):
            return GradeOutcome(status: "crashed", problem: strings.text("grade.crashed", ["signal": String(number)]))
        case .exited(let status):
            return GradeOutcome(status: "crashed", problem: strings.text("grade.exited", ["status": String(status)]))
        case .notStarted(let reason):
            return GradeOutcome(status: "crashed", problem: strings.text("grade.not_started", ["reason": reason]))
        }
    }

    /// `outcome` with a problem text in the session's language for the statuses the pool and
    /// the scan set (the checker's own statuses already have one).
    private func explained(_ outcome: GradeOutcome, session: CommandSession) -> GradeOutcome {
        var outcome = outcome
        switch outcome.status {
        case GradeOutcome.missing: outcome.problem = session.t("grade.missing")
        case "unreadable": outcome.problem = session.t("grade.unreadable")
        case "too-large": outcome.problem = session.t("grade.too_large", ["bytes": String(Self.maxSourceBytes)])
        case "unknown": outcome.problem = session.t("error.unknown_exercise", ["id": outcome.problem])
        default: break
        }
        return outcome
    }

    /// This program's own executable, which the workers run.
    static func executablePath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first ?? "vctutor"
    }
}

/// The per-submission results `vctutor grade` writes.
enum GradeFormat: String, ExpressibleByArgument, CaseIterable {
    case exercism, gradescope
}
