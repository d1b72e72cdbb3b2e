import SwiftSubset
import UIKitSim

/// `DispatchQueue.main.asyncAfter` on the simulation's virtual clock.
extension UIKitHost {
    /// `DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) { }` on the virtual clock.
    static let dispatchTimePrelude = """
    struct DispatchTime {
        var uptimeSeconds: Double
        static func now() -> DispatchTime { DispatchTime(uptimeSeconds: __simBridgeNow()) }
        static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
            DispatchTime(uptimeSeconds: time.uptimeSeconds + seconds)
        }
    }

    """

    func addAsyncAfter(to module: inout HostModule) {
        let bridge = bridge
        module.prelude += Self.dispatchTimePrelude
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
