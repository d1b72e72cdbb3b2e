import Foundation

/// Runs work on a new thread with a 512 MB stack and waits for it, so that deep recursion in a
/// script meets the interpreter's depth limit long before the stack overflows. Used for the
/// top-level code and for every later call into the script (a simulated user's tap, reading a
/// finished run's state). Nothing runs concurrently: the caller blocks until the work is done.
package enum LargeStack {
    /// The worker thread's stack size, in bytes.
    package static let stackSize = 1 << 29

    /// Runs `work` on a thread with the large stack and returns its result.
    package static func run<T>(_ work: @escaping () -> T) -> T {
        run(work, unlessGivenUp: { true })!
    }

    /// Runs `work` on a thread with the large stack; once it has started, `unlessGivenUp` is
    /// called on this thread (it may wait for a stage of the work, with a time limit). When it
    /// returns false the work is given up: nil is returned at once and the thread finishes on
    /// its own. Otherwise the work's result is returned when it is done.
    package static func run<T>(_ work: @escaping () -> T, unlessGivenUp: () -> Bool) -> T? {
        let box = Box(work: work)
        let thread = Thread {
            let result = box.work?()
            box.lock.withLock {
                box.result = result
                box.work = nil
            }
            box.done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        guard unlessGivenUp() else { return nil }
        box.done.wait()
        // The finished thread may keep the box a little longer than this call: it must not keep
        // the work's captures (a run's host modules) or the result (a run's globals) alive.
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
