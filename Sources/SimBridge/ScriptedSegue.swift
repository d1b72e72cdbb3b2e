import SwiftSubset
import UIKitSim

/// The native object behind a script's `class X: UIStoryboardSegue`: `perform()` runs the
/// script's override, and the script's `super.perform()` reaches UIKitSim's.
final class ScriptedSegue: UIStoryboardSegue {
    /// Strong while UIKit holds this segue, weak otherwise (`ScriptOwnership.swift`).
    var script: AnyObject? { strongScript ?? weakScript }
    private var strongScript: AnyObject?
    private weak var weakScript: AnyObject?
    let bridge: BridgeState

    init(identifier: String?, source: UIViewController, destination: UIViewController,
         script: AnyObject, bridge: BridgeState) {
        self.weakScript = script
        self.bridge = bridge
        super.init(identifier: identifier, source: source, destination: destination)
        bridge.track(self, script: script)
    }

    override func perform() {
        if bridge.callOverride(script, "perform()", []) == nil { super.perform() }
    }

    /// UIKitSim's own `perform()`: what the script's `super.perform()` reaches.
    func performAsSuperclass() {
        super.perform()
    }
}

extension ScriptedSegue: ScriptOwning, ScriptBacked {
    var scriptObject: AnyObject? { script }

    func holdScript(strongly: Bool) {
        if strongly {
            if strongScript == nil { strongScript = weakScript }
        } else {
            strongScript = nil
        }
    }
}
