import SwiftSubset
import UIKitSim

extension UIKitHost {
    /// `UIStoryboardSegue` (`identifier`, `source`, `destination`; its `perform()` is in
    /// UIKitHost+Overridable) and a controller's `performSegue(withIdentifier:sender:)`.
    func addSegues(to module: inout HostModule) {
        let bridge = bridge
        let host = self
        segue.describe = { "\($0)" }
        segue.properties["identifier"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .optional((object as? UIStoryboardSegue)?.identifier.map(Value.string))
        })
        segue.properties["source"] = HostProperty(get: { object throws(Interrupt) -> Value in
            host.value((object as? UIStoryboardSegue)?.source)
        })
        segue.properties["destination"] = HostProperty(get: { object throws(Interrupt) -> Value in
            host.value((object as? UIStoryboardSegue)?.destination)
        })
        segue.defineInit("init(identifier:source:destination:)") { args, script throws(Interrupt) -> AnyObject in
            try host.makeSegue(args, script: script)
        }
        viewController.define("performSegue(withIdentifier:sender:)") { object, args throws(Interrupt) -> Value in
            guard case .string(let identifier)? = args.first else {
                throw .fatal("Fatal error: performSegue(withIdentifier:sender:) expects a String identifier")
            }
            let sender = NativeValues.native(args.count > 1 ? args[1] : .optional(nil))
            try bridge.perform { (object as? UIViewController)?.performSegue(withIdentifier: identifier, sender: sender) }
            return .void
        }
        module.classes.append(segue)
        addUnwindSegueSources()
    }

    /// `UIStoryboardUnwindSegueSource` (`source`, `unwindAction`, `sender`), which
    /// `allowedChildrenForUnwinding(from:)` and `childContaining(_:)` receive.
    private func addUnwindSegueSources() {
        let host = self
        let sources = ui.unwindSegueSource
        sources.describe = { "\($0)" }
        sources.properties["source"] = HostProperty(get: { object throws(Interrupt) -> Value in
            host.value((object as? UIStoryboardUnwindSegueSource)?.source)
        })
        sources.properties["unwindAction"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .selector(ObjCSelector.swiftSpelling(of: (object as? UIStoryboardUnwindSegueSource)?.unwindAction ?? ""))
        })
        sources.properties["sender"] = HostProperty(get: { object throws(Interrupt) -> Value in
            let sender = (object as? UIStoryboardUnwindSegueSource)?.sender
            return .optional(NativeValues.value(of: sender, { host.value($0) }).optionalPayload)
        })
    }

    /// The native segue for `UIStoryboardSegue(identifier:source:destination:)` or a script
    /// subclass's initialiser.
    func makeSegue(_ args: [Value], script: AnyObject) throws(Interrupt) -> AnyObject {
        let member = "UIStoryboardSegue(identifier:source:destination:)"
        var identifier: String?
        if case .string(let text)? = args.first?.optionalPayload { identifier = text }
        let source = try Self.argument(args, 1, as: UIViewController.self, in: member)
        let destination = try Self.argument(args, 2, as: UIViewController.self, in: member)
        let made = bridge.within { UIStoryboardSegue(identifier: identifier, source: source, destination: destination) }
        try bridge.surface()
        return made
    }
}
