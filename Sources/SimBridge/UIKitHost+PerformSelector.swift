import SwiftSubset
import UIKitSim

/// NSObject's `performSelector(inBackground:with:)`,
/// `performSelector(onMainThread:with:waitUntilDone:)` and `perform(_:with:afterDelay:)`, on a
/// single-threaded interpreter.
///
/// - After a delay, Apple, `perform(_:with:afterDelay:)`: "This method sets up a timer to
///   perform the aSelector message on the current thread's run loop", and it "retains the
///   receiver and the anArgument parameter until after the selector is performed". So it is a
///   one-shot run-loop timer in virtual time (`RunLoopTimer`), firing as timers do: when the
///   clock passes its date, never keeping a run alive by itself.
///
/// - On the main thread, Apple, `performSelector(onMainThread:with:waitUntilDone:)`: with
///   `wait` true and the caller on the main thread, "the message is delivered and processed
///   immediately"; with false, the method "queues the message on the run loop of the main
///   thread", so it runs on a later turn.
/// - In the background, Apple, `performSelector(inBackground:with:)`: "Invokes a method of the
///   receiver on a new background thread". Nothing orders that thread against the main thread
///   unless the program does; UIKitSim runs the whole method on a later turn of the run loop,
///   after the current turn's work, which is one order a device can show (a thread started now
///   and finished before the next event). What the method sends back with `onMainThread` is
///   queued as above. What a device would do differently from a real race (UIKit touched from
///   the background thread, which the Main Thread Checker reports) is not modelled.
extension UIKitHost {
    func addPerformSelector() {
        let host = self
        let bridge = bridge
        for hostClass in [responder, ui.nsObject] {
            hostClass.define("performSelector(inBackground:with:)") { object, args throws(Interrupt) -> Value in
                guard let first = args.first, case .selector(let selector) = first.unwrapped else {
                    throw .fatal("Fatal error: performSelector(inBackground:with:) expects a #selector")
                }
                let argument = args.count > 1 ? args[1] : .optional(nil)
                bridge.simulation.schedule(after: 0) { host.send(selector, to: object, with: argument) }
                return .void
            }
            hostClass.define("perform(_:with:afterDelay:)") { object, args throws(Interrupt) -> Value in
                guard args.count == 3, case .selector(let selector) = args[0].unwrapped, let delay = Self.number(args[2]) else {
                    throw .fatal("Fatal error: perform(_:with:afterDelay:) expects a #selector, an argument and a number of seconds")
                }
                let argument = args[1]
                bridge.within {
                    _ = RunLoopTimer(scheduledOn: bridge.simulation, interval: delay, repeats: false) { _ in
                        host.send(selector, to: object, with: argument)
                    }
                }
                return .void
            }
            hostClass.define("performSelector(onMainThread:with:waitUntilDone:)") { object, args throws(Interrupt) -> Value in
                guard args.count == 3, case .selector(let selector) = args[0].unwrapped, case .bool(let wait) = args[2].unwrapped else {
                    throw .fatal("Fatal error: performSelector(onMainThread:with:waitUntilDone:) expects a #selector, an argument and a Bool")
                }
                if wait {
                    try bridge.perform { host.send(selector, to: object, with: args[1]) }
                } else {
                    bridge.simulation.schedule(after: 0) { host.send(selector, to: object, with: args[1]) }
                }
                return .void
            }
        }
    }

    /// The UIKit method `name` of `hostClass` or of a superclass.
    private static func method(_ name: String, of hostClass: HostClass) -> ((AnyObject, [Value]) throws(Interrupt) -> Value)? {
        var current: HostClass? = hostClass
        while let candidate = current {
            if let found = candidate.methods[name] { return found }
            current = candidate.superclass
        }
        return nil
    }

    /// Sends `selector` to `object` as the Objective-C runtime would: the script's method of
    /// that name if the object is a script's, else the UIKit method of its class; neither
    /// raises UIKit's unrecognized-selector exception (`sendAction`).
    private func send(_ selector: String, to object: AnyObject, with argument: Value) {
        let script = Self.script(of: object)
        let hostClass = hostClass(for: object)
        let base = selector.prefix { $0 != "(" }
        let names = selector.contains("(") ? [selector] : ["\(base)()", "\(base)(_:)"]
        if let script, names.contains(where: { HostCallbacks.implements(script, $0) }) {
            bridge.sendAction(selector, to: script, from: argument)
            return
        }
        for name in names {
            guard let method = Self.method(name, of: hostClass) else { continue }
            do throws(Interrupt) {
                _ = try method(object, name.hasSuffix("()") ? [] : [argument])
            } catch {
                bridge.keep(error)
            }
            return
        }
        if let script {
            bridge.sendAction(selector, to: script, from: argument)
        } else {
            bridge.simulation.raise(ExceptionName.invalidArgument,
                                    "-[\(hostClass.name) \(SelectorSpelling.objectiveC(names.last ?? selector))]: unrecognized selector sent to instance")
        }
    }
}
