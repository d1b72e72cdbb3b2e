import SwiftSubset
import UIKitSim

/// NSObject's `performSelector(inBackground:with:)` and
/// `performSelector(onMainThread:with:waitUntilDone:)`, on a single-threaded interpreter.
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
