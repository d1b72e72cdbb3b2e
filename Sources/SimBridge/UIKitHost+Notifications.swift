import SwiftSubset
import UIKitSim

/// `NotificationCenter`, `Notification` and `NSNotification.Name`, declared for UIKit programs
/// by `notificationPrelude`: the centre keeps its observers in the run (one `default` centre
/// per run) and delivers a post synchronously, in the order the observers were added (Apple,
/// `post(name:object:userInfo:)`: "posts notifications synchronously"), to each observer whose
/// name and object match (nil matches any). The selector's method is found as a target-action
/// is, plus the one-argument method of that base name (`#selector(colorItemUpdated)` is
/// `colorItemUpdated(notification:)`). The centre holds its observers weakly (Apple,
/// `addObserver(_:selector:name:object:)`: "you don't need to unregister an observer").
extension UIKitHost {
    static let notifications = Prelude(notificationPrelude)
    static let notificationPrelude = """
    class NSNotification {
        struct Name: Equatable, Hashable, CustomStringConvertible {
            let rawValue: String
            init(_ rawValue: String) { self.rawValue = rawValue }
            init(rawValue: String) { self.rawValue = rawValue }
            var description: String { rawValue }
        }
    }
    struct Notification {
        let name: NSNotification.Name
        let object: Any?
        let userInfo: [String: Any]?
        init(name: NSNotification.Name, object: Any? = nil, userInfo: [String: Any]? = nil) {
            self.name = name; self.object = object; self.userInfo = userInfo
        }
    }
    class __SimBridgeObserver {
        weak var observer: AnyObject?
        let selector: Selector
        let name: NSNotification.Name?
        let object: Any?
        init(observer: AnyObject, selector: Selector, name: NSNotification.Name?, object: Any?) {
            self.observer = observer; self.selector = selector; self.name = name; self.object = object
        }
    }
    class NotificationCenter {
        static let `default` = NotificationCenter()
        var __observers: [__SimBridgeObserver] = []
        func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
            __observers.append(__SimBridgeObserver(observer: observer as AnyObject, selector: aSelector, name: aName, object: anObject))
        }
        func removeObserver(_ observer: Any) {
            __observers.removeAll { $0.observer == nil || __simBridgeSameObject($0.observer, observer) }
        }
        func removeObserver(_ observer: Any, name aName: NSNotification.Name?, object anObject: Any?) {
            __observers.removeAll { entry in
                entry.observer == nil || (__simBridgeSameObject(entry.observer, observer) && (aName == nil || entry.name == aName)
                    && (anObject == nil || __simBridgeSameObject(entry.object, anObject)))
            }
        }
        func post(_ notification: Notification) {
            for entry in __observers {
                guard let observer = entry.observer else { continue }
                if let wanted = entry.name, wanted != notification.name { continue }
                if entry.object != nil && !__simBridgeSameObject(entry.object, notification.object) { continue }
                __simBridgeDeliver(observer, entry.selector, notification)
            }
        }
        func post(name aName: NSNotification.Name, object anObject: Any?) {
            post(Notification(name: aName, object: anObject, userInfo: nil))
        }
        func post(name aName: NSNotification.Name, object anObject: Any?, userInfo aUserInfo: [String: Any]?) {
            post(Notification(name: aName, object: anObject, userInfo: aUserInfo))
        }
    }

    """

    func addNotifications(to module: inout HostModule) {
        module.preludes.append(Self.notifications)
        let bridge = bridge
        let deliver: (_ args: [Value]) throws(Interrupt) -> Value = { args throws(Interrupt) -> Value in
            guard args.count == 3, case .object(let observer) = args[0].unwrapped, case .selector(let selector) = args[1] else {
                return .void
            }
            bridge.sendAction(selector, to: observer, from: args[2])
            try bridge.surface()
            return .void
        }
        let same: (_ args: [Value]) throws(Interrupt) -> Value = { args throws(Interrupt) -> Value in
            guard args.count == 2, case .object(let a) = args[0].unwrapped, case .object(let b) = args[1].unwrapped else {
                return .bool(false)
            }
            return .bool(a === b)
        }
        module.functions["__simBridgeDeliver(_:_:_:)"] = deliver
        module.functions["__simBridgeSameObject(_:_:)"] = same
    }
}
