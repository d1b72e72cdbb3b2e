import SwiftSubset
import UIKitSim

/// A custom container's `transition(from:to:duration:options:animations:completion:)` and
/// UIView's `transition(with:…)` and `transition(from:to:…)`, each with its defaulted
/// arguments (`options:`, `completion:`) left out or given.
extension UIKitHost {
    func addTransitions() {
        let bridge = bridge
        for labels in Self.variants(["from", "to", "duration"], optional: "options", ["animations"]) {
            viewController.define(Self.name("transition", labels)) { object, args throws(Interrupt) -> Value in
                let call = TransitionArguments(labels, args)
                let member = "transition(from:to:duration:options:animations:completion:)"
                let from = try call.object("from", UIViewController.self, in: member)
                let to = try call.object("to", UIViewController.self, in: member)
                let options = try call.options()
                try bridge.perform {
                    (object as? UIViewController)?.transition(from: from, to: to, duration: call.number("duration"), options: options,
                                                              animations: call.closure("animations", bridge),
                                                              completion: call.completion(bridge))
                }
                return .void
            }
        }
        for labels in Self.variants(["with", "duration"], optional: "options", ["animations"]) {
            view.defineStaticMethod(Self.name("transition", labels)) { args throws(Interrupt) -> Value in
                let call = TransitionArguments(labels, args)
                let target = try call.object("with", UIView.self, in: "UIView.transition(with:duration:options:animations:completion:)")
                let options = try call.options()
                try bridge.perform {
                    UIView.transition(with: target, duration: call.number("duration"), options: options,
                                      animations: call.closure("animations", bridge), completion: call.completion(bridge))
                }
                return .void
            }
        }
        // A trailing closure here is the completion, but the `animations|completion` rule for
        // trailing closures names it `animations:`: that spelling is the completion too.
        let trailingAsCompletion = [["from", "to", "duration", "animations"], ["from", "to", "duration", "options", "animations"]]
        for labels in Self.variants(["from", "to", "duration"], optional: "options", []) + trailingAsCompletion {
            view.defineStaticMethod(Self.name("transition", labels)) { args throws(Interrupt) -> Value in
                let call = TransitionArguments(labels.map { $0 == "animations" ? "completion" : $0 }, args)
                let member = "UIView.transition(from:to:duration:options:completion:)"
                let from = try call.object("from", UIView.self, in: member)
                let to = try call.object("to", UIView.self, in: member)
                let options = try call.options()
                try bridge.perform {
                    UIView.transition(from: from, to: to, duration: call.number("duration"), options: options,
                                      completion: call.completion(bridge))
                }
                return .void
            }
        }
    }

    /// The label lists of a method whose `optional` argument (after `leading`) and trailing
    /// `completion:` have defaults: with and without each.
    static func variants(_ leading: [String], optional: String, _ trailing: [String]) -> [[String]] {
        var lists: [[String]] = []
        for withOption in [false, true] {
            for withCompletion in [false, true] {
                lists.append(leading + (withOption ? [optional] : []) + trailing + (withCompletion ? ["completion"] : []))
            }
        }
        return lists
    }

    static func name(_ base: String, _ labels: [String]) -> String {
        base + "(" + labels.map { $0 + ":" }.joined() + ")"
    }
}

/// The arguments of one call of a transition or animation method, by label.
struct TransitionArguments {
    let byLabel: [String: Value]

    init(_ labels: [String], _ args: [Value]) {
        byLabel = Dictionary(uniqueKeysWithValues: zip(labels, args).map { ($0, $1) })
    }

    func object<T>(_ label: String, _ type: T.Type, in member: String) throws(Interrupt) -> T {
        guard let value = byLabel[label], let object = UIKitHost.native(value) as? T else {
            throw .fatal("Fatal error: \(member) expects a \(T.self) as its \(label): argument")
        }
        return object
    }

    func number(_ label: String) -> Double {
        byLabel[label].flatMap { UIKitHost.number($0) } ?? 0
    }

    func options() throws(Interrupt) -> UIView.AnimationOptions {
        guard let value = byLabel["options"] else { return [] }
        var known = Dictionary(uniqueKeysWithValues: UIKitHost.animationOptionNames.map { ($0, UIView.AnimationOptions()) })
        known["showHideTransitionViews"] = .showHideTransitionViews
        known["repeat"] = .repeat
        return try UIKitHost.options(value, known, in: "options")
    }

    /// The script closure under `label` as a native block; nil when absent or nil.
    func closure(_ label: String, _ bridge: BridgeState) -> (() -> Void)? {
        guard let value = byLabel[label], value.optionalPayload != nil else { return nil }
        return { bridge.callClosure(value) }
    }

    /// The completion handler, called with `true` (the animation finished).
    func completion(_ bridge: BridgeState) -> ((Bool) -> Void)? {
        guard let value = byLabel["completion"], value.optionalPayload != nil else { return nil }
        return { finished in bridge.callClosure(value, [.bool(finished)]) }
    }
}
