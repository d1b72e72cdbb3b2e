import Foundation

/// The operating-system limits a grading worker puts on itself, so that a submission that
/// escapes the interpreter's own limits (steps, time, depth, elements) still cannot take the
/// machine: the worker dies instead and the pool records the submission as an error. They are
/// a last resort, generous enough for a crowded machine: the interpreter itself stops a
/// runaway program within its 2 s.
package struct WorkerLimits: Codable, Equatable, Sendable {
    /// Address space, in megabytes (`RLIMIT_AS`). A check runs on two nested threads with
    /// 512 MB stacks each (reserved, mostly untouched), so this is well above 1 GB: at 2 GB the
    /// second thread could not start and the check hung.
    package var memoryMegabytes: Int
    /// Processor seconds one submission may use (`RLIMIT_CPU`, raised before each job).
    package var cpuSecondsPerJob: Int
    /// Wall-clock seconds the pool waits for one result before it kills the worker.
    package var wallSecondsPerJob: Int

    package init(memoryMegabytes: Int = 4096, cpuSecondsPerJob: Int = 60, wallSecondsPerJob: Int = 120) {
        self.memoryMegabytes = memoryMegabytes
        self.cpuSecondsPerJob = cpuSecondsPerJob
        self.wallSecondsPerJob = wallSecondsPerJob
    }

    /// Limits this process's address space; call once, before any job.
    package func applyMemoryLimit() {
        let bytes = rlim_t(memoryMegabytes) * 1024 * 1024
        var limit = rlimit(rlim_cur: bytes, rlim_max: bytes)
        setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
    }

    /// Lets this process use `cpuSecondsPerJob` more seconds of processor time from now; past
    /// that the kernel sends SIGXCPU. The hard limit stays open, so the next job can raise it.
    package func allowProcessorTimeForNextJob() {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        let used = rlim_t(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        var limit = rlimit()
        getrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &limit)
        limit.rlim_cur = used + rlim_t(cpuSecondsPerJob)
        if limit.rlim_max != rlim_t.max { limit.rlim_cur = min(limit.rlim_cur, limit.rlim_max) }
        setrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &limit)
    }
}
