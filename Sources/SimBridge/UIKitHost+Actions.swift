import SwiftSubset
import UIKitSim

extension UIKitHost {
    /// `UIAction` with a script closure as its handler (`UIAction { _ in … }`,
    /// `UIAction(title:handler:)`) and `addAction(_:for:)` / `removeAction(_:for:)` on controls.
    /// The handler runs when UIKitSim sends the control's actions (a simulated tap); an error in
    /// it ends the run as an error in any callback does.
    func addActions() {
        let bridge = bridge
        let host = self
        ui.action.describe = { "\($0)" }
        let make: ([Value], String, UIImage?) throws(Interrupt) -> AnyObject = { args, title, image throws(Interrupt) in
            guard let handler = args.last, case .function = handler else {
                throw .fatal("Fatal error: UIAction expects a handler closure")
            }
            return bridge.within {
                UIAction(title: title, image: image) { action in bridge.callClosure(handler, [host.value(action)]) }
            }
        }
        ui.action.defineInit("init(handler:)") { args, _ throws(Interrupt) -> AnyObject in try make(args, "", nil) }
        // `UIAction { _ in … }`: a trailing closure reaches a host initialiser unlabelled.
        ui.action.initializers["init(_:)"] = ui.action.initializers["init(handler:)"]
        ui.action.defineInit("init(title:handler:)") { args, _ throws(Interrupt) -> AnyObject in
            try make(args, args.first.flatMap(Self.text) ?? "", nil)
        }
        ui.action.defineInit("init(title:image:handler:)") { args, _ throws(Interrupt) -> AnyObject in
            try make(args, args.first.flatMap(Self.text) ?? "", args.count == 3 ? Self.native(args[1]) as? UIImage : nil)
        }
        ui.menuElement.properties["title"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .string((object as? UIMenuElement)?.title ?? "")
        })
        ui.menuElement.properties["image"] = objectProperty(UIMenuElement.self) { $0.image }
        ui.action.properties["sender"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .optional(host.value((object as? UIAction)?.sender).optionalPayload)
        })
        ui.control.define("addAction(_:for:)") { object, args throws(Interrupt) -> Value in
            let action = try Self.argument(args, 0, as: UIAction.self, in: "addAction(_:for:)")
            bridge.within { (object as? UIControl)?.addAction(action, for: Self.controlEvent(args, 1)) }
            return .void
        }
        ui.control.define("removeAction(_:for:)") { object, args throws(Interrupt) -> Value in
            let action = try Self.argument(args, 0, as: UIAction.self, in: "removeAction(_:for:)")
            bridge.within { (object as? UIControl)?.removeAction(action, for: Self.controlEvent(args, 1)) }
            return .void
        }
    }

    /// The control event argument at `index` (`.touchUpInside` when absent or unknown).
    static func controlEvent(_ args: [Value], _ index: Int) -> UIControl.Event {
        index < args.count && caseName(args[index]) == "valueChanged" ? .valueChanged : .touchUpInside
    }
}
