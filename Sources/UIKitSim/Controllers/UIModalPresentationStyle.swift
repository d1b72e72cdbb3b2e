/// How a presented controller covers the screen.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen,
         overCurrentContext, popover
    case none = -1
    case automatic = -2
}

/// How a presented controller's view animates in.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

/// Where a popover points: set `sourceView` (and `sourceRect`) or `barButtonItem`. Recorded
/// for the learner's code to compile and for checks. On an iPhone a popover adapts to a
/// sheet; on an iPad it is drawn as a small box with an arrow (docs/decisions.md, "Popovers").
open class UIPopoverPresentationController: NSObject {
    /// The view the popover's arrow points at.
    open weak var sourceView: UIView?
    /// The rectangle in `sourceView` the arrow points at.
    open var sourceRect = CGRect.zero
    /// The bar button the arrow points at.
    open weak var barButtonItem: UIBarButtonItem?
}

extension UIViewController {
    /// The popover controller of a controller whose style is `.popover`, else nil.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let made = storedPopoverController { return made }
        let made = UIPopoverPresentationController()
        storedPopoverController = made
        return made
    }
}
