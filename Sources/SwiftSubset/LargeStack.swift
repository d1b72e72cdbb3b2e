import Foundation

/// Runs work on a thread with a 512 MB stack and waits for it, so that deep recursion in a
/// script meets the interpreter's depth limit long before the stack overflows. Used for the
/// top-level code and for every later call into the script (a simulated user's tap, reading a
/// finished run's state). Nothing runs concurrently: the caller blocks until the work is done.
///
/// The threads are kept and reused (`LargeStackWorkers`): a check calls in here about three
/// times, nested, and a new thread with its stack cost more than the hand-over to an idle one.
package enum LargeStack {
    /// The worker thread's stack size, in bytes.
    package static let stackSize = 1 << 29

    /// Runs `work` on a thread with the large stack and returns its result.
    package static func run<T>(_ work: @escaping () -> T) -> T {
        run(work, unlessGivenUp: { true })!
    }

    /// Runs `work` on a thread with the large stack; once it has started, `unlessGivenUp` is
    /// called on this thread (it may wait for a stage of the work, with a time limit). When it
    /// returns false the work is given up: nil is returned at once and the thread finishes the
    /// work on its own (it is not offered other work meanwhile). Otherwise the work's result is
    /// returned when it is done.
    package static func run<T>(_ work: @escaping () -> T, unlessGivenUp: () -> Bool) -> T? {
        let box = Box(work: work)
        LargeStackWorkers.shared.start(
            {
                let result = box.work?()
                box.lock.withLock {
                    box.result = result
                    box.work = nil
                }
            },
            whenDone: box.done)
        guard unlessGivenUp() else { return nil }
        box.done.wait()
        // The worker may keep the box a little longer than this call: it must not keep the
        // work's captures (a run's host modules) or the result (a run's globals) alive.
        return box.lock.withLock {
            let result = box.result
            box.result = nil
            return result
        }
    }

    /// The work and its result, handed to the worker thread; guarded by its lock.
    private final class Box<T>: @unchecked Sendable {
        var work: (() -> T)?
        var result: T?
        let done = DispatchSemaphore(value: 0)
        let lock = NSLock()
        init(work: @escaping () -> T) { self.work = work }
    }
}

/// The process's large-stack threads: idle ones wait for work, and work finds an idle one or
/// makes a new one. A thread whose work was given up is busy until that work ends, so later
/// work takes another. At most `maxIdle` threads wait; one more ends when its work is done.
///
/// After each piece of work a thread gives its stack pages back to the system below its top
/// `keptStackBytes` (as glibc does for a thread that ends), so the memory a deep recursion
/// touched does not stay resident between runs.
final class LargeStackWorkers: @unchecked Sendable {
    /// The one set of workers of the process: threads are a process-wide resource.
    static let shared = LargeStackWorkers()

    /// How many threads may wait for work: a check nests three calls.
    static let maxIdle = 4

    /// How much of the top of a stack stays resident between pieces of work (an ordinary run
    /// touches less than a megabyte).
    static let keptStackBytes = 1 << 20

    private let lock = NSLock()
    private var idle: [Worker] = []

    /// Hands `job` to an idle worker (or a new one); `whenDone` is signalled once the job has
    /// returned, its stack has been trimmed and the worker is ready for more work.
    func start(_ job: @escaping () -> Void, whenDone: DispatchSemaphore) {
        let waiting = lock.withLock { idle.popLast() }
        let worker = waiting ?? Worker(workers: self)
        worker.hand(Job(work: job, done: whenDone))
        if waiting == nil { worker.startThread() }
    }

    /// Takes `worker` back among the idle ones; false when enough are idle already (the
    /// worker's thread then ends).
    fileprivate func takeBack(_ worker: Worker) -> Bool {
        lock.withLock {
            guard idle.count < Self.maxIdle else { return false }
            idle.append(worker)
            return true
        }
    }

    /// A piece of work and what to signal when it is done.
    fileprivate struct Job {
        let work: () -> Void
        let done: DispatchSemaphore
    }

    /// One thread with a large stack, running the jobs handed to it one after another.
    fileprivate final class Worker: @unchecked Sendable {
        private let workers: LargeStackWorkers
        private let wake = DispatchSemaphore(value: 0)
        /// Set before `wake` is signalled, taken by the thread after it wakes.
        private var job: Job?

        init(workers: LargeStackWorkers) { self.workers = workers }

        func hand(_ job: Job) {
            self.job = job
            wake.signal()
        }

        func startThread() {
            let thread = Thread { [self] in serve() }
            thread.stackSize = LargeStack.stackSize
            thread.start()
        }

        private func serve() {
            let stack = StackPages.ofThisThread(keeping: LargeStackWorkers.keptStackBytes)
            while true {
                wake.wait()
                let done = runJob()
                stack?.release()
                let kept = workers.takeBack(self)
                done.signal()
                if !kept { return }
            }
        }

        /// Runs the handed job and forgets it (its captures are freed here, on the large
        /// stack); returns what to signal.
        private func runJob() -> DispatchSemaphore {
            guard let job else { preconditionFailure("a large-stack worker woke without work") }
            self.job = nil
            job.work()
            return job.done
        }
    }
}

/// The part of the calling thread's large stack below its top `keeping` bytes, whose pages can
/// be given back to the system when nothing uses them.
struct StackPages {
    private let lowest: UInt
    private let length: Int

    /// How much of the stack's far end is left alone. The range is reckoned from an address
    /// near the top of the stack, which lies below the top of the thread's memory by its
    /// descriptor and thread-local storage (a few kilobytes): the margin keeps the range inside
    /// the stack, clear of the guard page and whatever is mapped below it. Only a recursion that
    /// reached the stack's last megabyte leaves pages resident there.
    static let farEndMargin = 1 << 20

    /// The range of the calling thread's stack (of `LargeStack.stackSize` bytes, called near
    /// its top) from `keeping` bytes below here down to the far end's margin.
    static func ofThisThread(keeping: Int) -> StackPages? {
        #if os(Linux)
        let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
        var marker = 0
        let top = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        let far = UInt(LargeStack.stackSize - farEndMargin)
        guard top > far, keeping < LargeStack.stackSize - farEndMargin else { return nil }
        let lowest = (top - far + page - 1) / page * page
        let highest = (top - UInt(keeping)) / page * page
        guard highest > lowest else { return nil }
        return StackPages(lowest: lowest, length: Int(highest - lowest))
        #else
        return nil
        #endif
    }

    /// Gives the range's pages back: the next use of them finds zeroed pages.
    func release() {
        #if os(Linux)
        _ = madvise(UnsafeMutableRawPointer(bitPattern: lowest), length, MADV_DONTNEED)
        #endif
    }
}
