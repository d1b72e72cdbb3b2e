import SwiftSubset
import UIKitSim

/// UIButton and UIControl: titles, and target–action with `#selector` reaching a script's
/// `@objc` method when the user taps.
extension UIKitHost {
    func addControls() {
        let bridge = bridge
        let host = self
        ui.button.describe = { "\($0)" }
        ui.button.defineInit("init(type:)") { args, _ throws(Interrupt) -> AnyObject in
            let type = try Self.caseArgument(args, 0, in: "UIButton(type:)", [
                "custom": UIButton.ButtonType.custom, "system": .system, "detailDisclosure": .detailDisclosure,
                "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close,
            ])
            return bridge.within { UIButton(type: type) }
        }
        ui.button.define("setTitle(_:for:)") { object, args throws(Interrupt) -> Value in
            let title = args.first.flatMap(Self.text)
            try bridge.perform { (object as? UIButton)?.setTitle(title, for: Self.controlState(args, 1)) }
            return .void
        }
        ui.button.define("title(for:)") { object, args throws(Interrupt) -> Value in
            .optional((object as? UIButton)?.title(for: Self.controlState(args, 0)).map(Value.string))
        }
        ui.button.properties["currentTitle"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .optional((object as? UIButton)?.currentTitle.map(Value.string))
        })
        ui.button.properties["titleLabel"] = objectProperty(UIButton.self) { $0.titleLabel }
        ui.control.define("addTarget(_:action:for:)") { object, args throws(Interrupt) -> Value in
            guard let control = object as? UIControl, args.count == 3, case .selector(let selector) = args[1] else {
                throw .fatal("Fatal error: addTarget(_:action:for:) expects a target, a #selector and an event")
            }
            let target = Self.scriptTarget(args[0])
            let events = Self.controlEvent(args, 2)
            let action = UIAction { [weak target] _ in
                bridge.sendAction(selector, to: target, from: host.value(control))
            }
            bridge.within { control.addAction(action, for: events) }
            return .void
        }
        ui.control.define("sendActions(for:)") { object, args throws(Interrupt) -> Value in
            try bridge.perform { (object as? UIControl)?.sendActions(for: Self.controlEvent(args, 0)) }
            return .void
        }
    }

    /// The control state argument at `index` (`.normal` when absent).
    static func controlState(_ args: [Value], _ index: Int) -> UIControl.State {
        switch index < args.count ? caseName(args[index]) : nil {
        case "highlighted": .highlighted
        case "disabled": .disabled
        case "selected": .selected
        default: .normal
        }
    }

    /// The script object an action is sent to (a script instance), if any.
    static func scriptTarget(_ value: Value) -> AnyObject? {
        if case .object(let instance) = value.unwrapped { return instance }
        return nil
    }
}

extension BridgeState {
    /// Sends a control's action to its script target, as UIKit's `sendAction` does: the method
    /// named by the selector runs, with the sender when it takes one. An unknown selector ends
    /// the app with UIKit's exception.
    func sendAction(_ selector: String, to target: AnyObject?, from sender: Value) {
        guard let target, pendingInterrupt == nil else { return }
        let candidates: [(String, [Value])] = selector.contains("(")
            ? [(selector, selector.hasSuffix("()") ? [] : [sender])]
            : [(selector + "()", []), (selector + "(_:)", [sender])]
                + Self.oneArgumentMethods(named: selector, of: target).map { ($0, [sender]) }
        for (name, args) in candidates where callScript(target, name, args) != nil { return }
        let className = (target as? Instance)?.type.name ?? "NSObject"
        let objcSelector = selector.replacingOccurrences(of: "(_:)", with: ":").replacingOccurrences(of: "()", with: "")
        // An Objective-C exception: UIKitSim ends the app and logs it, during the run or after.
        simulation.raise(ExceptionName.invalidArgument, "-[\(className) \(objcSelector)]: unrecognized selector sent to instance")
    }

    /// The script methods `base(label:)` of the target's class and its script superclasses:
    /// what `#selector(base)` names when the one method of that base name takes a labelled
    /// argument (`#selector(colorItemUpdated)` for `colorItemUpdated(notification:)`).
    static func oneArgumentMethods(named base: String, of target: AnyObject) -> [String] {
        ((target as? Instance)?.type.scriptClasses ?? []).flatMap { declared in
            declared.methods.keys.filter {
                $0.hasPrefix(base + "(") && $0.hasSuffix(":)") && $0.filter { $0 == ":" }.count == 1
            }.sorted()
        }
    }
}
