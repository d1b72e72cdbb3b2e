import SwiftSubset
import UIKitSim

/// Gesture recognizers for scripts: `UIGestureRecognizer` (subclassable: its touch methods and
/// `reset()` are overridable, `state` settable as `UIGestureRecognizerSubclass` allows) and
/// `UITapGestureRecognizer`, target-action with `#selector`, and a view's
/// `addGestureRecognizer(_:)`. Pan, pinch, rotation, swipe and long-press recognizers and the
/// recognizer delegate are not offered yet (no action drags or pinches), so a program using
/// them is refused before it runs.
extension UIKitHost {
    func addGestures() {
        let host = self
        let bridge = bridge
        let recognizer = ui.gestureRecognizer
        let tap = ui.tapGestureRecognizer
        recognizer.describe = { "\($0)" }
        tap.describe = { "\($0)" }
        /// A recognizer's action sending `selector` to a script target. UIKit does not retain a
        /// recognizer's targets, so the target is held weakly.
        func action(_ target: Value, _ selector: Value) -> (AnyObject?, ((UIGestureRecognizer) -> Void)?) {
            guard case .selector(let name) = selector.unwrapped, let receiver = Self.scriptTarget(target) else { return (nil, nil) }
            return (receiver, { [weak receiver] made in
                bridge.sendAction(name, to: receiver, from: host.value(made))
            })
        }
        let makers: [(HostClass, (AnyObject?, ((UIGestureRecognizer) -> Void)?) -> UIGestureRecognizer)] = [
            (recognizer, { UIGestureRecognizer(key: $0, action: $1) }),
            (tap, { UITapGestureRecognizer(key: $0, action: $1) }),
        ]
        for (hostClass, make) in makers {
            hostClass.defineInit("init(target:action:)") { args, _ throws(Interrupt) -> AnyObject in
                guard args.count == 2 else { throw .fatal("Fatal error: init(target:action:) expects a target and a #selector") }
                let (key, send) = action(args[0], args[1])
                return bridge.within { make(key, send) }
            }
            hostClass.defineInit("init()") { _, _ throws(Interrupt) -> AnyObject in bridge.within { make(nil, nil) } }
        }
        recognizer.define("addTarget(_:action:)") { object, args throws(Interrupt) -> Value in
            guard let made = object as? UIGestureRecognizer, args.count == 2 else { return .void }
            let (key, send) = action(args[0], args[1])
            if let send { made.addAction(key: key, send) }
            return .void
        }
        recognizer.define("removeTarget(_:action:)") { object, args throws(Interrupt) -> Value in
            (object as? UIGestureRecognizer)?.removeActions(key: args.first.flatMap(Self.scriptTarget))
            return .void
        }
        enumProperty(recognizer, "state", UIGestureRecognizer.self, enumName: "UIGestureRecognizer.State",
                     get: { $0.state }, set: { $0.state = $1 })
        recognizer.properties["view"] = objectProperty(UIGestureRecognizer.self) { $0.view }
        recognizer.properties["isEnabled"] = boolProperty(UIGestureRecognizer.self, get: { $0.isEnabled }, set: { $0.isEnabled = $1 })
        recognizer.properties["cancelsTouchesInView"] = boolProperty(
            UIGestureRecognizer.self, get: { $0.cancelsTouchesInView }, set: { $0.cancelsTouchesInView = $1 })
        recognizer.properties["numberOfTouches"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .int((object as? UIGestureRecognizer)?.numberOfTouches ?? 0)
        })
        recognizer.define("location(in:)") { object, args throws(Interrupt) -> Value in
            guard let made = object as? UIGestureRecognizer else { return .void }
            let view = args.first.flatMap(Self.native) as? UIView
            return host.value(host.bridge.within { made.location(in: view) })
        }
        recognizer.define("ignore(_:for:)") { object, args throws(Interrupt) -> Value in
            guard let made = object as? UIGestureRecognizer, args.count == 2, let touch = Self.native(args[0]) as? UITouch,
                  let event = Self.native(args[1]) as? UIEvent else { return .void }
            made.ignore(touch, for: event)
            return .void
        }
        for (name, get, set) in [("numberOfTapsRequired", { (t: UITapGestureRecognizer) in t.numberOfTapsRequired },
                                  { (t: UITapGestureRecognizer, n: Int) in t.numberOfTapsRequired = n }),
                                 ("numberOfTouchesRequired", { (t: UITapGestureRecognizer) in t.numberOfTouchesRequired },
                                  { (t: UITapGestureRecognizer, n: Int) in t.numberOfTouchesRequired = n })] {
            tap.properties[name] = HostProperty.settable(
                get: { object throws(Interrupt) -> Value in .int((object as? UITapGestureRecognizer).map(get) ?? 0) },
                set: { object, value throws(Interrupt) in
                    if let typed = object as? UITapGestureRecognizer, let number = Self.integer(value) { set(typed, number) }
                })
        }
        for method in UIResponder.TouchMethod.allCases {
            overridable(recognizer, method.rawValue) { (made: UIGestureRecognizer, args) in
                made.handle(method, args.first.map(Self.touches) ?? [], with: args.count > 1 ? Self.native(args[1]) as? UIEvent : nil)
            }
        }
        overridable(recognizer, "reset()") { (made: UIGestureRecognizer, _) in made.resetState() }
        view.define("addGestureRecognizer(_:)") { object, args throws(Interrupt) -> Value in
            let added = try Self.argument(args, 0, as: UIGestureRecognizer.self, in: "addGestureRecognizer(_:)")
            try bridge.perform { (object as? UIView)?.addGestureRecognizer(added) }
            return .void
        }
        view.define("removeGestureRecognizer(_:)") { object, args throws(Interrupt) -> Value in
            let removed = try Self.argument(args, 0, as: UIGestureRecognizer.self, in: "removeGestureRecognizer(_:)")
            try bridge.perform { (object as? UIView)?.removeGestureRecognizer(removed) }
            return .void
        }
        view.properties["gestureRecognizers"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .optional((object as? UIView)?.gestureRecognizers.map { .array($0.map { host.value($0) }) })
        })
    }
}
