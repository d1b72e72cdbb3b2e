import SwiftSubset
import UIKitSim

/// `Timer` on the simulated run loop (UIKitSim's `RunLoopTimer`): the two scheduling class
/// methods, `invalidate()`, `fire()`, `isValid`, `timeInterval` and `userInfo`. Time is
/// virtual: a timer fires when the clock passes its date, which the user's `wait:` action does.
/// A timer made without scheduling (`Timer(timeInterval:…)`, `RunLoop.main.add`) and `fireDate`
/// (a `Date`) are not offered, so a program using them is refused before it runs.
extension UIKitHost {
    func addTimers() {
        let host = self
        let bridge = bridge
        let timer = ui.timer
        timer.describe = { _ in "<__NSCFTimer>" }
        let withBlock: ([Value]) throws(Interrupt) -> Value = { args throws(Interrupt) -> Value in
            guard args.count == 3, let interval = Self.number(args[0]), case .bool(let repeats) = args[1].unwrapped else {
                throw .fatal("Fatal error: Timer.scheduledTimer(withTimeInterval:repeats:block:) expects a number of seconds, a Bool and a closure")
            }
            let block = args[2]
            let made: RunLoopTimer = bridge.within {
                RunLoopTimer(scheduledOn: bridge.simulation, interval: interval, repeats: repeats) { (fired: RunLoopTimer) in
                    let firedValue: Value = host.value(fired as AnyObject)
                    _ = bridge.callClosure(block, [firedValue])
                }
            }
            return host.value(made as AnyObject)
        }
        let withTarget: ([Value]) throws(Interrupt) -> Value = { args throws(Interrupt) -> Value in
            guard args.count == 5, let interval = Self.number(args[0]), case .selector(let selector) = args[2].unwrapped,
                  case .bool(let repeats) = args[4].unwrapped else {
                throw .fatal("Fatal error: Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:) expects a number of seconds, a target, a #selector, user info and a Bool")
            }
            // Apple: "The timer maintains a strong reference to target until it (the timer) is
            // invalidated." The action holds it; `invalidate()` lets the action go.
            let target: AnyObject? = Self.scriptTarget(args[1]) ?? Self.native(args[1])
            let info = NativeValues.native(args[3])
            let made: RunLoopTimer = bridge.within {
                RunLoopTimer(scheduledOn: bridge.simulation, interval: interval, repeats: repeats, userInfo: info) { (fired: RunLoopTimer) in
                    let firedValue: Value = host.value(fired as AnyObject)
                    bridge.sendAction(selector, to: target, from: firedValue)
                }
            }
            return host.value(made as AnyObject)
        }
        timer.staticMethods["scheduledTimer(withTimeInterval:repeats:block:)"] = withBlock
        timer.staticMethods["scheduledTimer(timeInterval:target:selector:userInfo:repeats:)"] = withTarget
        timer.define("invalidate()") { object, _ throws(Interrupt) -> Value in
            try bridge.perform { (object as? RunLoopTimer)?.invalidate() }
            return .void
        }
        timer.define("fire()") { object, _ throws(Interrupt) -> Value in
            try bridge.perform { (object as? RunLoopTimer)?.fire() }
            return .void
        }
        timer.properties["isValid"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .bool((object as? RunLoopTimer)?.isValid ?? false)
        })
        timer.properties["timeInterval"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .double((object as? RunLoopTimer)?.timeInterval ?? 0)
        })
        timer.properties["userInfo"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .optional((object as? RunLoopTimer)?.userInfo.map { NativeValues.value(of: $0, host.value) }?.optionalPayload)
        })
    }
}
