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
        let box = Box(work: work)
        let thread = Thread {
            box.result = box.work?()
            box.work = nil
            box.done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        box.done.wait()
        // The finished thread may keep the box a little longer than this call: it must not keep
        // the work's captures (a run's host modules) or the result (a run's globals) alive.
        let result = box.result!
        box.result = nil
        return result
    }

    /// The work and its result, handed to the worker thread; only one thread touches it at a time.
    private final class Box<T>: @unchecked Sendable {
        var work: (() -> T)?
        var result: T?
        let done = DispatchSemaphore(value: 0)
        init(work: @escaping () -> T) { self.work = work }
    }
}
