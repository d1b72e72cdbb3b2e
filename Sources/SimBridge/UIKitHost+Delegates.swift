import SwiftSubset
import UIKitSim

/// The one way a UIKit class's delegate or data source is exposed to scripts: the property
/// gives back the script object, and setting it hands UIKit the script object's own native
/// object when that adopts the protocol, else a `ScriptProxy` (``forwardingObject(_:as:)``).
extension UIKitHost {
    /// A settable delegate (or data source) of protocol `P` on native objects of type `T`.
    /// `refusing` names methods of the protocol UIKitSim does not simulate, each with what it
    /// is for: a script object implementing one is refused with a precise "not supported",
    /// rather than kept and silently never asked.
    func delegateProperty<T: AnyObject, P>(_ type: T.Type, _ kind: P.Type, refusing: [(method: String, purpose: String)] = [],
                                          get: @escaping (T) -> P?, set: @escaping (T, P?) -> Void) -> HostProperty {
        let host = self
        return HostProperty.settable(
            get: { object throws(Interrupt) -> Value in
                let current = host.bridge.within { (object as? T).flatMap(get) }
                return .optional(host.value(current.map { $0 as AnyObject }).optionalPayload)
            },
            set: { object, value throws(Interrupt) in
                guard let typed = object as? T else { return }
                if case .object(let script) = value.unwrapped {
                    for refused in refusing where HostCallbacks.implements(script, refused.method) {
                        throw .unsupported("'\(refused.method)' (\(refused.purpose)) is not supported yet: "
                            + "vctutor runs UIKit's own transitions, so remove it from \(script.type.name)")
                    }
                }
                let delegate = host.forwardingObject(value, as: P.self)
                host.bridge.within { set(typed, delegate) }
            })
    }
}
