import Foundation
import SwiftSubset
import UIKitSim

/// Touches as scripts see them: `UITouch` and `UIEvent` objects, and the four touch methods
/// of every responder (`touchesBegan(_:with:)` …), which a script subclass overrides and whose
/// `super` call forwards up the responder chain, as UIKit's default does.
extension UIKitHost {
    /// The enums of touches.
    static let touchEnums: [HostEnum] = [
        hostEnum("UITouch.Phase", UITouch.Phase.self),
        hostEnum("UIEvent.EventType", UIEvent.EventType.self),
        hostEnum("UIGestureRecognizer.State", UIGestureRecognizer.State.self),
    ]

    func addTouches() {
        let host = self
        let touch = ui.touch
        touch.describe = { "\($0)" }
        touch.properties["view"] = objectProperty(UITouch.self) { $0.view }
        touch.properties["window"] = objectProperty(UITouch.self) { $0.window }
        touch.properties["tapCount"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .int((object as? UITouch)?.tapCount ?? 0)
        })
        touch.properties["timestamp"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .double((object as? UITouch)?.timestamp ?? 0)
        })
        touch.propertyTypes["phase"] = "UITouch.Phase"
        touch.properties["phase"] = HostProperty(get: { object throws(Interrupt) -> Value in
            guard let phase = (object as? UITouch)?.phase else { return .void }
            return host.enumValue("UITouch.Phase", "\(phase)") ?? .void
        })
        // Apple, `force` and `maximumPossibleForce`: "This property is available on devices that
        // support 3D Touch or Apple Pencil"; UIKitSim's devices have neither (their traits'
        // `forceTouchCapability` is `.unavailable`), so reading one is refused.
        for name in ["force", "maximumPossibleForce"] {
            touch.properties[name] = HostProperty(get: { _ throws(Interrupt) -> Value in
                throw .unsupported("UITouch.\(name) is not supported: UIKitSim's devices have neither 3D Touch nor Apple Pencil, "
                                   + "where Apple documents it; check traitCollection.forceTouchCapability first")
            })
        }
        let locations: [(String, (UITouch, UIView?) -> CGPoint)] = [
            ("location(in:)", { $0.location(in: $1) }), ("previousLocation(in:)", { $0.previousLocation(in: $1) }),
        ]
        for (name, locate) in locations {
            touch.define(name) { object, args throws(Interrupt) -> Value in
                guard let touch = object as? UITouch else { return .void }
                let view = args.first.flatMap(Self.native) as? UIView
                return host.value(host.bridge.within { locate(touch, view) })
            }
        }
        let event = ui.event
        event.describe = { "\($0)" }
        event.properties["allTouches"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .optional((object as? UIEvent)?.allTouches.map { NativeValues.value(of: $0, host.value) })
        })
        event.properties["timestamp"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .double((object as? UIEvent)?.timestamp ?? 0)
        })
        event.propertyTypes["type"] = "UIEvent.EventType"
        event.properties["type"] = HostProperty(get: { object throws(Interrupt) -> Value in
            guard let type = (object as? UIEvent)?.type else { return .void }
            return host.enumValue("UIEvent.EventType", "\(type)") ?? .void
        })
        addHitTesting()
        addOverridableTouchMethods()
    }

    /// What decides which view a touch goes to (Apple, `hitTest(_:with:)`): a view's
    /// `isUserInteractionEnabled` and `alpha`, and the hit test itself.
    private func addHitTesting() {
        let host = self
        view.properties["isUserInteractionEnabled"] = boolProperty(
            UIView.self, get: { $0.isUserInteractionEnabled }, set: { $0.isUserInteractionEnabled = $1 })
        // Apple, `alpha`: "This value affects only the current view and doesn't affect any of
        // its embedded subviews" for drawing; values are kept as set (a device keeps 0...1).
        view.properties["alpha"] = numberProperty(UIView.self, get: { Double($0.alpha) }, set: { $0.alpha = CGFloat($1) })
        view.define("hitTest(_:with:)") { object, args throws(Interrupt) -> Value in
            guard let view = object as? UIView, let point = args.first.flatMap({ Self.pair($0.unwrapped, "CGPoint") }) else {
                throw .fatal("Fatal error: hitTest(_:with:) expects a CGPoint")
            }
            let event = args.count > 1 ? Self.native(args[1]) as? UIEvent : nil
            return host.value(host.bridge.within { view.hitTest(CGPoint(x: point.0, y: point.1), with: event) })
        }
        view.define("point(inside:with:)") { object, args throws(Interrupt) -> Value in
            guard let view = object as? UIView, let point = args.first.flatMap({ Self.pair($0.unwrapped, "CGPoint") }) else {
                throw .fatal("Fatal error: point(inside:with:) expects a CGPoint")
            }
            return .bool(view.point(inside: CGPoint(x: point.0, y: point.1), with: nil))
        }
    }

    /// `touchesBegan(_:with:)` and its kin on every responder: UIKit's default forwards to the
    /// next responder; a script subclass's `super` call comes here.
    private func addOverridableTouchMethods() {
        for method in UIResponder.TouchMethod.allCases {
            overridable(responder, method.rawValue) { (responder: UIResponder, args) in
                let event = args.count > 1 ? Self.native(args[1]) as? UIEvent : nil
                responder.forwardTouches(method, args.first.map(Self.touches) ?? [], with: event)
            }
        }
    }

    /// The native touches in a script's `Set<UITouch>`.
    static func touches(_ value: Value) -> Set<UITouch> {
        guard case .set(let set) = value.unwrapped else { return [] }
        return Set(set.keys.compactMap { native($0) as? UITouch })
    }

    /// The script value of a native point.
    func value(_ point: CGPoint) -> Value {
        types.structValue("CGPoint", [.double(Double(point.x)), .double(Double(point.y))]) ?? .void
    }
}
