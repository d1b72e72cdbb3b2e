/// The object that manages a presentation: its `delegate` hears about the user's swipe down on
/// a sheet (Apple's `UIAdaptivePresentationControllerDelegate`).
open class UIPresentationController: NSObject {
    /// The controller presented.
    public private(set) weak var presentedViewController: UIViewController?
    /// Told about (and asked before) the user's attempt to dismiss.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    init(presentedViewController: UIViewController) {
        self.presentedViewController = presentedViewController
        super.init()
    }

    /// The controller presenting, while the presentation lasts.
    public var presentingViewController: UIViewController? { presentedViewController?.presentingController }
}

/// A sheet's presentation controller: the heights it may rest at (`detents`) and the one it is at.
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet may rest at, smallest first; `[.large()]` by default.
    open var detents: [Detent] = [.large()]
    /// The detent the sheet is at; nil means the smallest of `detents`.
    open var selectedDetentIdentifier: Detent.Identifier?
    /// Whether the grab bar shows; recorded, not drawn.
    open var prefersGrabberVisible = false
    /// Told when the user drags the sheet to another detent.
    open weak var sheetDelegate: UISheetPresentationControllerDelegate?

    /// A height a sheet may rest at.
    public final class Detent: NSObject, @unchecked Sendable {
        /// The identifier of a detent.
        public struct Identifier: Hashable, Sendable, RawRepresentable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            /// About half the screen's height.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The full height of a sheet.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// Which detent this is.
        public let identifier: Identifier
        init(_ identifier: Identifier) { self.identifier = identifier }

        /// About half the screen's height.
        public static func medium() -> Detent { Detent(.medium) }
        /// The full height of a sheet.
        public static func large() -> Detent { Detent(.large) }
    }

    /// The detent the sheet rests at now.
    var currentDetent: Detent.Identifier {
        let known = detents.map(\.identifier)
        if let selected = selectedDetentIdentifier, known.contains(selected) { return selected }
        return known.first ?? .large
    }
}

/// What a presentation controller tells its delegate about the user's attempt to dismiss a sheet.
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Asked before a swipe down dismisses; false keeps the sheet (then `didAttemptToDismiss`).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// Told that the swipe is dismissing the sheet.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// Told after the sheet was dismissed by the swipe.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// Told that the user tried to dismiss and was refused (`isModalInPresentation`, or
    /// `presentationControllerShouldDismiss` answered false).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// What a sheet tells its delegate when the user drags it to another detent.
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Told after the selected detent changed.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}

extension UIViewController {
    /// The presentation controller of this controller (made on first use, so a delegate can be
    /// set before `present`): a sheet's for the sheet styles, else a plain one.
    public var presentationController: UIPresentationController? {
        if let made = storedPresentationController { return made }
        let made = isSheetStyle ? UISheetPresentationController(presentedViewController: self)
                                : UIPresentationController(presentedViewController: self)
        storedPresentationController = made
        return made
    }

    /// The sheet's presentation controller, for the sheet styles (`.automatic`, `.pageSheet`,
    /// `.formSheet`); nil otherwise.
    public var sheetPresentationController: UISheetPresentationController? {
        isSheetStyle ? presentationController as? UISheetPresentationController : nil
    }

    /// Whether the controller is presented as a sheet the user can swipe down.
    var isSheetStyle: Bool {
        [.pageSheet, .formSheet].contains(resolvedPresentationStyle)
    }
}
