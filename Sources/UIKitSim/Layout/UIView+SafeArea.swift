/// Safe areas, computed from the window down (Apple's "Positioning content relative to the safe
/// area" and `UIView.safeAreaInsets`): the window's are the screen's (status bar or sensor
/// housing, home indicator); a view's are the part of its frame its superview's safe area leaves
/// out; a controller's view also keeps clear of the bars its container draws over it and adds the
/// controller's `additionalSafeAreaInsets`. A view not in a window has zero insets.
extension UIView {
    /// The insets from the view's edges to its safe area.
    public var safeAreaInsets: UIEdgeInsets {
        guard window != nil, let safe = safeRectInWindow else { return .zero }
        let frame = frameInWindow
        return UIEdgeInsets(top: max(0, safe.minY - frame.minY), left: max(0, safe.minX - frame.minX),
                            bottom: max(0, frame.maxY - safe.maxY), right: max(0, frame.maxX - safe.maxX))
    }

    /// The safe area as a layout guide; its `layoutFrame` is in the view's own coordinates.
    public var safeAreaLayoutGuide: UILayoutGuide {
        UILayoutGuide(layoutFrame: bounds.inset(by: safeAreaInsets))
    }

    /// The frame in window coordinates.
    var frameInWindow: CGRect {
        self is UIWindow ? frame : CGRect(origin: originInWindow, size: frame.size)
    }

    /// The safe area in window coordinates; nil outside a window.
    private var safeRectInWindow: CGRect? {
        if let window = self as? UIWindow {
            let device = simulation?.device ?? .iPhone
            let screen = CGRect(origin: .zero, size: device.screenSize(in: simulation?.orientation ?? .portrait))
            return window.frame.intersection(screen.inset(by: device.safeAreaInsets(in: simulation?.orientation ?? .portrait)))
        }
        guard let outer = superview?.safeRectInWindow else { return nil }
        var rect = outer.intersection(frameInWindow)
        if rect.isNull { rect = CGRect(origin: frameInWindow.origin, size: .zero) }
        if let controller = owningController {
            rect = controller.parent?.childSafeRect(rect, for: controller) ?? rect
            rect = rect.inset(by: controller.additionalSafeAreaInsets)
        }
        return rect
    }
}

/// A rectangle a view's content can be laid out against (only the safe area's, here).
public struct UILayoutGuide: Equatable, Sendable {
    /// The guide's rectangle in its view's coordinates.
    public let layoutFrame: CGRect
}
