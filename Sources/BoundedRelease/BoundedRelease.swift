import Foundation

/// Frees deep chains and trees with bounded stack: the interpreter's objects and
/// environments (SwiftSubset) and the simulator's views and controllers (UIKitSim).
///
/// Swift frees an object's stored properties right after its `deinit`, inside the release that
/// freed it, so a linked list of 100,000 script objects, a chain of closures each capturing the
/// environment that holds the one before, or a view 10,000 subviews deep is freed by as many
/// nested calls: enough to overflow a thread's stack. Such an owner hands what it holds to
/// `drop`, which frees it at once while the chain is shallow (so `deinit`s run in Swift's
/// order for every ordinary program) and, past `maxNesting` nested frees, parks it on this
/// thread's work list, which the outermost `drop` empties in a loop.
package enum BoundedRelease {
    /// How many nested frees run at once before the rest waits on the work list.
    package static let maxNesting = 64

    /// Frees `items` (leaving it empty), at once or deferred as above.
    package static func drop<Item>(_ items: inout [Item]) {
        guard !items.isEmpty else { return }
        let queue = WorkList.current
        if queue.nesting >= maxNesting {
            queue.pending.append(items)
            items = []
            return
        }
        queue.nesting += 1
        var taken: [Item] = []
        swap(&taken, &items)
        taken = []
        if queue.nesting == 1 {
            // The parked arrays are taken out of the work list before any is freed: freeing
            // one runs deinits that park more, and they must not find the list in the middle
            // of an access (an optimised build may free a removed element inside the
            // `removeLast` access, and Swift's exclusivity check then stops the process).
            var batch = queue.takeAll()
            while !batch.isEmpty {
                while !batch.isEmpty { batch.removeLast() }
                batch = queue.takeAll()
            }
        }
        queue.nesting -= 1
    }

    /// Frees `item` (leaving nil), at once or deferred as above.
    package static func drop<Item>(_ item: inout Item?) {
        guard let held = item else { return }
        item = nil
        var items = [held]
        drop(&items)
    }

    /// One thread's arrays waiting to be freed, and how deep the current free is.
    private final class WorkList {
        var pending: [Any] = []
        var nesting = 0

        /// Empties the list and hands back what it held, without freeing anything.
        func takeAll() -> [Any] {
            let all = pending
            pending = []
            return all
        }

        /// The calling thread's work list, made on first use and freed with the thread.
        static var current: WorkList {
            if let stored = pthread_getspecific(key) {
                return Unmanaged<WorkList>.fromOpaque(stored).takeUnretainedValue()
            }
            let made = WorkList()
            pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
            return made
        }

        private static let key: pthread_key_t = {
            var key = pthread_key_t()
            pthread_key_create(&key) { stored in
                if let stored { Unmanaged<WorkList>.fromOpaque(stored).release() }
            }
            return key
        }()
    }
}
