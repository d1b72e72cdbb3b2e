/// A trait a registration observes (iOS 17's `UITraitHorizontalSizeClass.self`,
/// `UITraitVerticalSizeClass.self`): the traits UIKitSim tracks.
public enum UITraitKind: String, Sendable, CaseIterable {
    case horizontalSizeClass = "UITraitHorizontalSizeClass"
    case verticalSizeClass = "UITraitVerticalSizeClass"

    /// Whether this trait differs between two trait collections.
    func differs(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool {
        switch self {
        case .horizontalSizeClass: old.horizontalSizeClass != new.horizontalSizeClass
        case .verticalSizeClass: old.verticalSizeClass != new.verticalSizeClass
        }
    }
}

/// The token `registerForTraitChanges(_:handler:)` returns (Apple's
/// `UITraitChangeRegistration`), for `unregisterForTraitChanges(_:)`.
public final class UITraitChangeRegistration: NSObject {
    let traits: [UITraitKind]
    let handler: (UIViewController, UITraitCollection) -> Void

    init(traits: [UITraitKind], handler: @escaping (UIViewController, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }
}

extension UIViewController {
    /// iOS 17: runs `handler` with this controller and the previous traits whenever one of
    /// `traits` changes (a rotation that changes a size class), after the deprecated
    /// `traitCollectionDidChange(_:)` has been delivered. Returns a token for
    /// ``unregisterForTraitChanges(_:)``.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITraitKind],
                                        handler: @escaping (UIViewController, UITraitCollection) -> Void) -> UITraitChangeRegistration {
        let registration = UITraitChangeRegistration(traits: traits, handler: handler)
        traitChangeRegistrations.append(registration)
        return registration
    }

    /// Stops a registration; registrations also end with the controller.
    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
        traitChangeRegistrations.removeAll { $0 === registration }
    }

    /// Runs the registrations of this controller and of its children on screen, parents
    /// first, whose traits differ between `previous` and `current`.
    func notifyTraitRegistrations(previous: UITraitCollection, current: UITraitCollection) {
        guard isAppAlive, isOnScreen else { return }
        for registration in traitChangeRegistrations where registration.traits.contains(where: { $0.differs(previous, current) }) {
            guard isAppAlive else { return }
            registration.handler(self, previous)
        }
        for child in children {
            child.notifyTraitRegistrations(previous: previous, current: current)
        }
    }
}
