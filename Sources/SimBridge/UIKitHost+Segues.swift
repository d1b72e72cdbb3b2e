import SwiftSubset
import UIKitSim

/// A script value that is not a native object, carried through UIKit's `Any?` parameters
/// (a segue's `sender`) and given back to the script unchanged.
final class ScriptValueBox {
    let value: Value
    init(_ value: Value) { self.value = value }
}

extension UIKitHost {
    /// `UIStoryboardSegue` (`identifier`, `source`, `destination`, `perform()`) and a
    /// controller's `performSegue(withIdentifier:sender:)`, `prepare(for:sender:)` and
    /// `shouldPerformSegue(withIdentifier:sender:)` (what the script's `super` reaches).
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
        segue.define("perform()") { object, _ throws(Interrupt) -> Value in
            try bridge.perform {
                if let scripted = object as? ScriptedSegue {
                    scripted.performAsSuperclass()
                } else {
                    (object as? UIStoryboardSegue)?.perform()
                }
            }
            return .void
        }
        segue.defineInit("init(identifier:source:destination:)") { args, script throws(Interrupt) -> AnyObject in
            try host.makeSegue(args, script: script)
        }
        viewController.define("performSegue(withIdentifier:sender:)") { object, args throws(Interrupt) -> Value in
            guard case .string(let identifier)? = args.first else {
                throw .fatal("Fatal error: performSegue(withIdentifier:sender:) expects a String identifier")
            }
            let sender = Self.anyValue(args.count > 1 ? args[1] : .optional(nil))
            try bridge.perform { (object as? UIViewController)?.performSegue(withIdentifier: identifier, sender: sender) }
            return .void
        }
        viewController.define("prepare(for:sender:)") { _, _ throws(Interrupt) -> Value in .void }
        viewController.define("shouldPerformSegue(withIdentifier:sender:)") { _, _ throws(Interrupt) -> Value in .bool(true) }
        module.classes.append(segue)
    }

    /// The native segue for `UIStoryboardSegue(identifier:source:destination:)` or a script
    /// subclass's initialiser.
    func makeSegue(_ args: [Value], script: AnyObject) throws(Interrupt) -> AnyObject {
        let member = "UIStoryboardSegue(identifier:source:destination:)"
        var identifier: String?
        if case .string(let text)? = args.first?.optionalPayload { identifier = text }
        let source = try Self.argument(args, 1, as: UIViewController.self, in: member)
        let destination = try Self.argument(args, 2, as: UIViewController.self, in: member)
        let made: UIStoryboardSegue = bridge.within {
            if HostCallbacks.className(of: script).map({ $0 != "UIStoryboardSegue" }) ?? false {
                return ScriptedSegue(identifier: identifier, source: source, destination: destination,
                                     script: script, bridge: bridge)
            }
            return UIStoryboardSegue(identifier: identifier, source: source, destination: destination)
        }
        try bridge.surface()
        return made
    }

    /// A script value as UIKit's `Any?`: the native object inside it, nil, or the value boxed.
    static func anyValue(_ value: Value) -> Any? {
        if let object = native(value) { return object }
        switch value {
        case .optional(nil): return nil
        case .optional(let inner?): return anyValue(inner)
        default: return ScriptValueBox(value)
        }
    }

    /// UIKit's `Any?` as a script value: the inverse of `anyValue(_:)`.
    static func value(ofAny any: Any?, _ valueOf: (AnyObject?) -> Value) -> Value {
        guard let any else { return .optional(nil) }
        if let box = any as? ScriptValueBox { return box.value }
        return valueOf(any as AnyObject)
    }
}
