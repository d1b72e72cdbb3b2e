import Foundation

/// A task executor with a thread of its own, for the tests that host a class in this process.
///
/// The test process runs many CPU-bound tests at once (the hostile programs keep both of the
/// machine's cores busy for minutes), and Swift's cooperative pool has one thread per core.
/// A host, its students and the test driving them that wait for a turn on that pool can miss
/// their timeouts while nothing is wrong with them; on this thread they always get their turn.
final class LoopbackExecutor: TaskExecutor, @unchecked Sendable {
    /// The one executor the live tests share; its thread lives as long as the test process.
    static let shared = LoopbackExecutor()

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    private init() {
        let thread = Thread { [unowned self] in self.runJobs() }
        thread.name = "vctutor-tests-loopback"
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.withLock {
            jobs.append(job)
            condition.signal()
        }
    }

    private func runJobs() {
        while true {
            let next: UnownedJob = condition.withLock {
                while jobs.isEmpty { condition.wait() }
                return jobs.removeFirst()
            }
            next.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
