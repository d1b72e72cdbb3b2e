import SwiftSubset
import UIKitSim

/// The storyboard callbacks every scripted controller passes to its script: `prepare`,
/// `shouldPerformSegue` and unwind actions. Shared by `ScriptedViewController`,
/// `ScriptedTableViewController` and `ScriptedPageViewController`, whose overrides are one line.
struct SegueHooks {
    let script: AnyObject?
    let bridge: BridgeState
    let valueOf: (AnyObject?) -> Value

    /// Runs the script's `prepare(for:sender:)`; false when it has none.
    func prepare(_ segue: UIStoryboardSegue, sender: Any?) -> Bool {
        bridge.callOverride(script, "prepare(for:sender:)", [valueOf(segue), UIKitHost.value(ofAny: sender, valueOf)]) != nil
    }

    /// The script's answer to `shouldPerformSegue(withIdentifier:sender:)`; nil when it has none.
    func shouldPerform(_ identifier: String, sender: Any?) -> Bool? {
        let answer = bridge.callOverride(script, "shouldPerformSegue(withIdentifier:sender:)",
                                         [.string(identifier), UIKitHost.value(ofAny: sender, valueOf)])
        if case .bool(let allowed)? = answer { return allowed }
        return nil
    }

    /// The script's `@IBAction` for an unwind selector: `unwindToList:` is the method
    /// `unwindToList(_:)`, `unwindWithSegue:` is `unwind(segue:)`.
    func unwindAction(named selector: String) -> ((UIStoryboardSegue) -> Void)? {
        guard let script, let fullName = Self.methodName(forSelector: selector, in: script) else { return nil }
        let bridge = bridge
        let valueOf = valueOf
        return { [weak script] segue in
            guard let script else { return }
            _ = bridge.callOverride(script, fullName, [valueOf(segue)])
        }
    }

    /// The Swift name of a one-argument Objective-C selector that the script object implements.
    static func methodName(forSelector selector: String, in script: AnyObject) -> String? {
        guard selector.hasSuffix(":"), selector.filter({ $0 == ":" }).count == 1 else { return nil }
        let base = String(selector.dropLast())
        var candidates = ["\(base)(_:)"]
        if let with = base.range(of: "With", options: .backwards), with.upperBound < base.endIndex {
            let label = base[with.upperBound...]
            let name = base[..<with.lowerBound]
            candidates.append("\(name)(\(label.prefix(1).lowercased() + label.dropFirst()):)")
        }
        return candidates.first { HostCallbacks.implements(script, $0) }
    }
}
