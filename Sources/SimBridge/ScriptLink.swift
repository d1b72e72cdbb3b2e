import SwiftSubset
import UIKitSim

/// What a native object made for a script subclass needs to call the script back: shared by
/// the scripted table, tab bar, navigation, split and page controllers.
struct ScriptLink {
    /// The script object. Held strongly, as `ScriptedViewController` does: a controller kept
    /// only by UIKit must still reach its overrides.
    let script: AnyObject
    let className: String
    let bridge: BridgeState
    let valueOf: (AnyObject?) -> Value

    /// Runs the script's override of `name`; nil when the script has none.
    func call(_ name: String, _ args: [Value] = []) -> Value? {
        bridge.callScript(script, name, args)
    }

    /// Runs the script's override of `name` if there is one; reports whether it ran.
    func hook(_ name: String, _ args: [Value] = []) -> Bool {
        call(name, args) != nil
    }

    /// The script value of an optional controller argument (`willMove(toParent:)`).
    func optional(_ object: AnyObject?) -> Value {
        .optional(object.map { valueOf($0) })
    }
}

/// A native controller made for a script subclass: its script and UIKitSim's own
/// implementation of the callbacks the script reaches with `super`.
protocol ScriptedController: ScriptBacked {
    /// UIKitSim's implementation of `fullName` (what the script's `super` call reaches).
    func callSuper(_ fullName: String, _ args: [Value]) -> Value
}

/// Helpers for the lifecycle callbacks of scripted controllers.
enum Lifecycle {
    /// The `animated` flag among a callback's arguments (false when absent).
    static func animatedFlag(_ args: [Value]) -> Bool {
        if case .bool(let b)? = args.first { return b }
        return false
    }
}

extension BridgeState {
    /// Calls a script method for UIKitSim. During the run a script error waits in
    /// `pendingInterrupt` for the script's own UIKit call to rethrow it; after the top-level
    /// code has ended (a check tapping a row) there is no such call, so the error ends the
    /// simulated app instead: `simulation.uncaughtException` then carries it.
    func callScript(_ script: AnyObject?, _ name: String, _ args: [Value]) -> Value? {
        guard let script, pendingInterrupt == nil, HostCallbacks.runHasEnded(script) else {
            return callOverride(script, name, args)
        }
        do {
            return try HostCallbacks.callOverride(script, name, args)
        } catch {
            let (exceptionName, reason) = Self.exceptionParts(error)
            simulation.raise(exceptionName, reason)
            return .void
        }
    }

    /// The name and reason under which a script error ends the app.
    static func exceptionParts(_ error: Interrupt) -> (String, String) {
        switch error {
        case .exception(let name, let reason): (name, reason)
        case .fatal(let message): ("SwiftRuntimeError", message)
        case .limit(let message): ("SwiftRuntimeError", "limit: " + message)
        case .thrown: ("SwiftRuntimeError", "Fatal error: Error raised at top level")
        case .chainNil: ("SwiftRuntimeError", "Fatal error: internal optional chain error")
        }
    }
}
