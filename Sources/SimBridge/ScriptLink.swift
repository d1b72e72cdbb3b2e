import SwiftSubset
import UIKitSim

/// The behaviour of a script subclass (`SubclassBehaviour`), carried by the UIKitSim object
/// made for one script object (`class Inbox: UIViewController`, a `UIView` subclass, a custom
/// segue): UIKitSim asks it for every overridable method, and it runs the script's override.
/// One class for every UIKit class a script subclasses.
///
/// The script object owns the native one (as its host object), so the link holds the script
/// strongly only while UIKit holds the native object (a window's root, a navigation stack, a
/// presentation, a superview): such an object must still reach its overrides. Otherwise it
/// holds it weakly, so the script's own references decide when it is freed
/// (`ScriptOwnership.swift`).
final class ScriptLink: SubclassBehaviour, ScriptOwning {
    /// The script object, while it is alive.
    var script: AnyObject? { strongScript ?? weakScript }
    private var strongScript: AnyObject?
    private weak var weakScript: AnyObject?
    /// The script class's name, which the native object takes as its class name.
    let className: String
    let bridge: BridgeState
    let valueOf: (AnyObject?) -> Value
    /// The methods whose UIKitSim implementation is running for the script's `super` call:
    /// UIKitSim asks the link again on the way in, and must then get no override.
    private var superCalls: [String] = []

    init(script: AnyObject, className: String, bridge: BridgeState, valueOf: @escaping (AnyObject?) -> Value) {
        self.weakScript = script
        self.className = className
        self.bridge = bridge
        self.valueOf = valueOf
    }

    /// The link an object made for a script subclass carries; nil for UIKit's own objects.
    static func of(_ object: AnyObject?) -> ScriptLink? {
        subclassBehaviourCarrier(object)?.subclassBehaviour as? ScriptLink
    }

    // MARK: SubclassBehaviour

    func perform(_ method: String, on object: AnyObject, with arguments: [Any?]) -> SubclassResult? {
        guard !superCalls.contains(method), let script, let fullName = swiftName(method, in: script) else { return nil }
        // A method takes as many of UIKit's arguments as its name has labels: an action without
        // a sender (`refresh()`) none, a segue action (`makeDetail(_:sender:)`) the first two.
        let labels = fullName.filter { $0 == ":" }.count
        let args = arguments.prefix(labels).map { NativeValues.value(of: $0, valueOf) }
        guard let result = bridge.callScript(script, fullName, args) else { return nil }
        return SubclassResult(NativeValues.handedToUIKit(result))
    }

    func implements(_ method: String) -> Bool {
        guard let script, let fullName = swiftName(method, in: script) else { return false }
        return HostCallbacks.implements(script, fullName)
    }

    /// The Swift name of `method`: itself, or for an Objective-C selector (`unwindToList:`)
    /// the script method it names.
    private func swiftName(_ method: String, in script: AnyObject) -> String? {
        method.hasSuffix(")") ? method : ObjCSelector.methodName(forSelector: method, in: script)
    }

    func overriddenValue(of property: String) -> SubclassResult? {
        let getter = "get:" + property
        guard !superCalls.contains(getter), let script, UIKitHost.overridableProperties.contains(property),
              HostCallbacks.implements(script, getter) else { return nil }
        // The getter's `super.modalPresentationStyle` reads the stored value, not this again.
        superCalls.append(getter)
        defer { superCalls.removeLast() }
        guard let result = bridge.callScript(script, getter, []),
              let native = UIKitHost.nativeValue(of: property, result) else { return nil }
        return SubclassResult(native)
    }

    /// The script's property `name` (an app delegate's `window`); nil when its class has none.
    func readProperty(_ name: String) -> Value? {
        guard let script, bridge.pendingInterrupt == nil, HostCallbacks.hasMember(script, name) else { return nil }
        do {
            return try HostCallbacks.member(script, name)
        } catch {
            bridge.keep(error)
            return nil
        }
    }

    func setProperty(_ name: String, to value: AnyObject?, on object: AnyObject) -> Bool {
        guard let script, HostCallbacks.hasMember(script, name) else { return false }
        writeProperty(name, value)
        return true
    }

    /// Sets the script's optional property `name` to a native object; nothing when its class
    /// has no such property.
    func writeProperty(_ name: String, _ object: AnyObject?) {
        guard let script, bridge.pendingInterrupt == nil, HostCallbacks.hasMember(script, name) else { return }
        do {
            try HostCallbacks.setMember(script, name, .optional(valueOf(object).optionalPayload))
        } catch {
            bridge.keep(error)
        }
    }

    /// Runs UIKitSim's own implementation of `method` for the script's `super.method()`.
    func callingSuper<R>(_ method: String, _ body: () -> R) -> R {
        superCalls.append(method)
        defer { superCalls.removeLast() }
        return body()
    }

    // MARK: Ownership

    /// Holds the script object strongly (true) or weakly (false).
    func holdScript(strongly: Bool) {
        if strongly {
            if strongScript == nil { strongScript = weakScript }
        } else {
            strongScript = nil
        }
    }
}

extension UIKitHost {
    /// A link from a native object back to the script object being built, or nil when the
    /// script builds a host class itself (`UITableViewController()`).
    func scriptLink(for script: AnyObject) -> ScriptLink? {
        guard let instance = script as? Instance, instance.type.host == nil else { return nil }
        return ScriptLink(script: script, className: instance.type.name, bridge: bridge, valueOf: { [self] in value($0) })
    }

    /// The script object a native object was made for: a script subclass's (`ScriptLink`) or a
    /// data source's or delegate's (`ScriptProxy`); nil for UIKit's own objects.
    static func script(of object: AnyObject?) -> AnyObject? {
        ScriptLink.of(object)?.script ?? (object as? ScriptProxy)?.script
    }
}

extension BridgeState {
    /// Calls a script method for UIKitSim. During the run a script error waits in
    /// `pendingInterrupt` for the script's own UIKit call to rethrow it; after the top-level
    /// code has ended (a check tapping a row) there is no such call, so the error ends the
    /// simulated app instead: `simulation.uncaughtException` then carries it.
    func callScript(_ script: AnyObject?, _ name: String, _ args: [Value]) -> Value? {
        guard let script, pendingInterrupt == nil, HostCallbacks.runHasEnded(script) else {
            return callOverride(script, name, args)
        }
        do {
            return try HostCallbacks.callOverride(script, name, args)
        } catch {
            let (exceptionName, reason) = Self.exceptionParts(error)
            simulation.raise(exceptionName, reason)
            return .void
        }
    }

    /// The name and reason under which a script error ends the app.
    static func exceptionParts(_ error: Interrupt) -> (String, String) {
        switch error {
        case .exception(let name, let reason): (name, reason)
        case .fatal(let message): ("SwiftRuntimeError", message)
        case .limit(let message): ("SwiftRuntimeError", "limit: " + message)
        case .thrown: ("SwiftRuntimeError", "Fatal error: Error raised at top level")
        case .chainNil: ("SwiftRuntimeError", "Fatal error: internal optional chain error")
        case .unsupported(let message): ("SwiftRuntimeError", message)
        }
    }
}
