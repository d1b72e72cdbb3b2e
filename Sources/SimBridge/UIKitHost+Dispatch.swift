import SwiftSubset
import UIKitSim

/// The object scripts reach as `DispatchQueue.main`.
final class MainQueueToken {}

extension UIKitHost {
    /// `DispatchQueue.main.async { }`: the closure runs on a later turn of the run loop.
    func dispatchQueueClass() -> HostClass {
        let queue = HostClass(name: "DispatchQueue")
        let token = MainQueueToken()
        queue.describe = { _ in "<OS_dispatch_queue_main: com.apple.main-thread>" }
        let main: () throws(Interrupt) -> Value = { .native(NativeBox(object: token, hostClass: queue)) }
        queue.staticMembers["main"] = main
        let bridge = bridge
        for name in ["async(_:)", "async(execute:)"] {
            queue.define(name) { _, args throws(Interrupt) -> Value in
                guard let closure = args.first else { throw .fatal("Fatal error: async(execute:) needs a closure") }
                bridge.simulation.schedule(after: 0) { bridge.callClosure(closure) }
                return .void
            }
        }
        return queue
    }
}

extension BridgeState {
    /// Runs a script closure from the run loop; an error is kept for `surface()`.
    func callClosure(_ closure: Value) {
        guard pendingInterrupt == nil else { return }
        do {
            _ = try HostCallbacks.callClosure(closure, [])
        } catch {
            keep(error)
        }
    }
}
