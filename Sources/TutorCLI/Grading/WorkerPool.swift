import Foundation

/// Runs grading jobs in `size` `vctutor grade-worker` child processes at once. A worker that
/// dies or hangs is killed and replaced, and only the job it held is affected: that job's
/// outcome says what happened (``WorkerProcess/Failure``). Outcomes come back in job order.
struct WorkerPool {
    /// The `vctutor` executable to start workers from.
    var executable: String
    /// The workers' arguments (after the executable).
    var arguments: [String]
    /// The workers' environment.
    var environment: [String: String]
    /// How many workers run at once.
    var size: Int
    /// How long one job may take before its worker is killed.
    var wallSecondsPerJob: Int

    /// Runs every job and returns their outcomes in order; `failed` turns a worker's failure
    /// into the job's outcome, and `progress` is called (from any thread, one call at a time)
    /// after each job with the number finished.
    func run(
        _ jobs: [GradeJob], failed: @escaping @Sendable (WorkerProcess.Failure) -> GradeOutcome,
        progress: @escaping @Sendable (Int) -> Void
    ) -> [GradeOutcome] {
        let board = JobBoard(count: jobs.count)
        let group = DispatchGroup()
        let spawning = NSLock()
        for _ in 0..<max(1, min(size, jobs.count)) {
            group.enter()
            let thread = Thread { [self] in
                var worker: WorkerProcess?
                let encoder = JSONEncoder()
                while let index = board.take() {
                    let outcome: GradeOutcome
                    do throws(WorkerProcess.Failure) {
                        if worker == nil {
                            worker = try WorkerProcess(
                                executable: executable, arguments: arguments, environment: environment, spawning: spawning)
                        }
                        let line = (try? encoder.encode(jobs[index])) ?? Data()
                        let answer = try worker!.exchange(line, seconds: wallSecondsPerJob)
                        outcome = (try? JSONDecoder().decode(GradeOutcome.self, from: answer))
                            ?? failed(.exited(-1))
                    } catch {
                        worker = nil
                        outcome = failed(error)
                    }
                    board.finish(index, with: outcome, then: progress)
                }
                worker?.finish()
                group.leave()
            }
            thread.start()
        }
        group.wait()
        return board.outcomes
    }
}

/// The jobs not yet taken and the outcomes so far, shared by the pool's threads.
private final class JobBoard: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var done = 0
    private var results: [GradeOutcome?]

    init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    /// The next job's index, or nil when all are taken.
    func take() -> Int? {
        lock.withLock {
            guard next < results.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    /// Records a job's outcome and tells `progress` how many jobs are finished.
    func finish(_ index: Int, with outcome: GradeOutcome, then progress: (Int) -> Void) {
        lock.withLock {
            results[index] = outcome
            done += 1
            progress(done)
        }
    }

    /// Every outcome, in job order (call once all are finished).
    var outcomes: [GradeOutcome] {
        lock.withLock { results.map { $0 ?? GradeOutcome(status: "crashed") } }
    }
}
