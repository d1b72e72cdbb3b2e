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

    /// `DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) { }` on the virtual clock.
    static let dispatchTime = Prelude(dispatchTimePrelude)
    static let dispatchTimePrelude = """
    struct DispatchTime {
        var uptimeSeconds: Double
        static func now() -> DispatchTime { DispatchTime(uptimeSeconds: __simBridgeNow()) }
        static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
            DispatchTime(uptimeSeconds: time.uptimeSeconds + seconds)
        }
    }

    """

    /// Adds `DispatchTime` (to the prelude) and `DispatchQueue.main.asyncAfter` to `module`.
    func addAsyncAfter(to module: inout HostModule) {
        let bridge = bridge
        module.preludes.append(Self.dispatchTime)
        // Weak: the compiled program keeps this function (the prelude calls it), and the
        // program must not keep the run's simulation once the run is over.
        let now: ([Value]) throws(Interrupt) -> Value = { [weak bridge] _ throws(Interrupt) in
            .double(bridge?.simulation.now ?? 0)
        }
        module.functions["__simBridgeNow()"] = now
        guard let queue = module.classes.first(where: { $0.name == "DispatchQueue" }) else { return }
        for name in ["asyncAfter(deadline:execute:)", "asyncAfter(deadline:_:)"] {
            queue.define(name) { _, args throws(Interrupt) -> Value in
                guard args.count == 2, case .structValue(let time) = args[0], time.type.name == "DispatchTime",
                      let deadline = time.fields.first.flatMap(Self.number) else {
                    throw .fatal("Fatal error: asyncAfter(deadline:execute:) expects a DispatchTime and a closure")
                }
                let closure = args[1]
                bridge.simulation.schedule(after: max(0, deadline - bridge.simulation.now)) { bridge.callClosure(closure) }
                return .void
            }
        }
    }
}
