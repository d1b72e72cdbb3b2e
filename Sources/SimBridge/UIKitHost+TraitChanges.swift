import SwiftSubset
import UIKitSim

/// iOS 17's trait registrations on controllers: `registerForTraitChanges(_:handler:)` (the
/// handler gets the controller and the previous traits), `registerForTraitChanges(_:action:)`
/// (a method of the controller taking none, the controller, or the controller and the previous
/// traits), `unregisterForTraitChanges(_:)`, and the traits `UITraitHorizontalSizeClass.self`
/// and `UITraitVerticalSizeClass.self`.
extension UIKitHost {
    func addTraitChanges(to module: inout HostModule) {
        let bridge = bridge
        let host = self
        let registration = HostClass(name: "UITraitChangeRegistration")
        registration.describe = { "\($0)" }
        module.classes += UITraitKind.allCases.map { HostClass(name: $0.rawValue) } + [registration]
        func register(_ object: AnyObject, _ args: [Value], _ member: String,
                      _ handler: @escaping (UIViewController, UITraitCollection) -> Void) throws(Interrupt) -> Value {
            guard let controller = object as? UIViewController, case .array(let list)? = args.first?.unwrapped else {
                throw .fatal("Fatal error: \(member) expects an array of traits such as [UITraitVerticalSizeClass.self]")
            }
            let traits = list.compactMap { trait -> UITraitKind? in
                guard case .metatype(let type) = trait.unwrapped else { return nil }
                return UITraitKind(rawValue: type.name)
            }
            let made = bridge.within { controller.registerForTraitChanges(traits, handler: handler) }
            return host.value(made)
        }
        viewController.define("registerForTraitChanges(_:handler:)") { object, args throws(Interrupt) -> Value in
            guard args.count == 2, case .function = args[1] else {
                throw .fatal("Fatal error: registerForTraitChanges(_:handler:) expects traits and a closure")
            }
            let closure = args[1]
            return try register(object, args, "registerForTraitChanges(_:handler:)") { controller, previous in
                bridge.callClosure(closure, [host.value(controller), host.value(previous)])
            }
        }
        viewController.define("registerForTraitChanges(_:action:)") { object, args throws(Interrupt) -> Value in
            guard args.count == 2, case .selector(let name) = args[1].unwrapped else {
                throw .fatal("Fatal error: registerForTraitChanges(_:action:) expects traits and a #selector")
            }
            return try register(object, args, "registerForTraitChanges(_:action:)") { controller, previous in
                let target = host.value(controller)
                let arguments = [target, host.value(previous)]
                let candidates: [(String, [Value])] = name.contains("(")
                    ? [(name, Array(arguments.prefix(name.filter { $0 == ":" }.count)))]
                    : [(name + "()", []), (name + "(_:)", [target]), (name + "(_:_:)", arguments)]
                let script = Self.script(of: controller)
                for (method, args) in candidates where bridge.callScript(script, method, args) != nil { return }
            }
        }
        viewController.define("unregisterForTraitChanges(_:)") { object, args throws(Interrupt) -> Value in
            guard let made = args.first.flatMap({ Self.native($0) as? UITraitChangeRegistration }) else { return .void }
            bridge.within { (object as? UIViewController)?.unregisterForTraitChanges(made) }
            return .void
        }
    }
}
