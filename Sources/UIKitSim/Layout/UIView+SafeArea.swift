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

    /// The safe area in window coordinates; nil outside a window. Worked out from the window
    /// down in one walk (each view's frame in the window adds up on the way), so a view
    /// thousands of levels deep costs as many steps, not their square.
    private var safeRectInWindow: CGRect? {
        var chain: [UIView] = []
        var current: UIView? = self
        while let view = current {
            chain.append(view)
            if view is UIWindow { break }
            current = view.superview
        }
        guard let window = chain.last as? UIWindow else { return nil }
        let device = simulation?.device ?? .iPhone
        let orientation = simulation?.orientation ?? .portrait
        let screen = CGRect(origin: .zero, size: device.screenSize(in: orientation))
        var rect = window.frame.intersection(screen.inset(by: device.safeAreaInsets(in: orientation)))
        var origin = CGPoint.zero
        for view in chain.reversed().dropFirst() {
            origin.x += view.frame.minX
            origin.y += view.frame.minY
            let frame = CGRect(origin: origin, size: view.frame.size)
            rect = rect.intersection(frame)
            if rect.isNull { rect = CGRect(origin: frame.origin, size: .zero) }
            if let controller = view.owningController {
                rect = controller.parent?.childSafeRect(rect, for: controller) ?? rect
                rect = rect.inset(by: controller.additionalSafeAreaInsets)
            }
        }
        return rect
    }
}

/// A rectangle a view's content can be laid out against (only the safe area's, here).
public struct UILayoutGuide: Equatable, Sendable {
    /// The guide's rectangle in its view's coordinates.
    public let layoutFrame: CGRect
}
