import SwiftSubset
import UIKitSim

/// What a native object made for a script subclass needs to call the script back: shared by
/// the scripted view, table and page controllers.
///
/// The script object owns the native one (as its host object), so the link holds the script
/// strongly only while UIKit holds the native controller (a window's root, a navigation stack,
/// a presentation): such a controller must still reach its overrides. Otherwise it holds it
/// weakly, so the script's own references decide when it is freed (`ScriptOwnership.swift`).
final class ScriptLink {
    /// The script object, while it is alive.
    var script: AnyObject? { strongScript ?? weakScript }
    private var strongScript: AnyObject?
    private weak var weakScript: AnyObject?
    /// The script class's name, which the native controller takes as its simulated class name.
    let className: String
    let bridge: BridgeState
    let valueOf: (AnyObject?) -> Value

    init(script: AnyObject, className: String, bridge: BridgeState, valueOf: @escaping (AnyObject?) -> Value) {
        self.weakScript = script
        self.className = className
        self.bridge = bridge
        self.valueOf = valueOf
    }

    /// Runs the script's override of `name`; nil when the script has none (or is gone).
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

    /// The storyboard callbacks (`prepare`, `shouldPerformSegue`, unwind actions) for the script.
    var segues: SegueHooks { SegueHooks(script: script, bridge: bridge, valueOf: valueOf) }

    /// Holds the script object strongly (true) or weakly (false).
    func holdScript(strongly: Bool) {
        if strongly {
            if strongScript == nil { strongScript = weakScript }
        } else {
            strongScript = nil
        }
    }

    /// Has the bridge follow `native`, so it holds the script as UIKit holds `native`.
    func track(_ native: any ScriptOwning) {
        if let script { bridge.track(native, script: script) }
    }
}

extension UIKitHost {
    /// A link from a native controller back to the script object being built, or nil when the
    /// script builds the host class itself (`UITableViewController()`).
    func scriptLink(for script: AnyObject) -> ScriptLink? {
        guard let instance = script as? Instance, instance.type.host == nil else { return nil }
        return ScriptLink(script: script, className: instance.type.name, bridge: bridge, valueOf: { [self] in value($0) })
    }
}

/// A native controller made for a script subclass: its script and UIKitSim's own
/// implementation of the callbacks the script reaches with `super`.
protocol ScriptedController: ScriptBacked, ScriptOwning {
    /// The way back to the script object.
    var link: ScriptLink { get }
    /// UIKitSim's implementation of `fullName` (what the script's `super` call reaches).
    func callSuper(_ fullName: String, _ args: [Value]) -> Value
}

extension ScriptedController {
    var script: AnyObject? { link.script }

    func holdScript(strongly: Bool) { link.holdScript(strongly: strongly) }
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
        case .unsupported(let message): ("SwiftRuntimeError", message)
        }
    }
}
