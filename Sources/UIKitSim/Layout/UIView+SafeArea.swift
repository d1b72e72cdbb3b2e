/// Safe areas, computed from the window down (Apple's "Positioning content relative to the safe
/// area" and `UIView.safeAreaInsets`): the window's are the screen's (status bar or sensor
/// housing, home indicator); a view's are the part of its frame its superview's safe area leaves
/// out; a controller's view also keeps clear of the bars its container draws over it and adds the
/// controller's `additionalSafeAreaInsets`. A view not in a window has zero insets.
extension UIView {
    /// The insets from the view's edges to its safe area.
    public var safeAreaInsets: UIEdgeInsets {
        let geometry = windowGeometry
        guard let safe = geometry.safeRect else { return .zero }
        let frame = CGRect(origin: geometry.origin, size: self.frame.size)
        return UIEdgeInsets(top: max(0, safe.minY - frame.minY), left: max(0, safe.minX - frame.minX),
                            bottom: max(0, frame.maxY - safe.maxY), right: max(0, frame.maxX - safe.maxX))
    }

    /// The frame in window coordinates.
    var frameInWindow: CGRect { CGRect(origin: originInWindow, size: frame.size) }

    /// The frame's origin in window coordinates.
    var originInWindow: CGPoint { windowGeometry.origin }

    /// This view's place in the window given its superview's (nil for a view without one):
    /// a window's safe area is the screen's inside its frame; a view's is its superview's
    /// within its frame, less the bars its controller's container draws over it and the
    /// controller's `additionalSafeAreaInsets`.
    func windowGeometry(under superview: (view: UIView, geometry: WindowGeometry)?) -> WindowGeometry {
        if self is UIWindow {
            let device = simulation?.device ?? .iPhone
            let orientation = simulation?.orientation ?? .portrait
            let screen = CGRect(origin: .zero, size: device.screenSize(in: orientation))
            return WindowGeometry(origin: frame.origin,
                                  safeRect: frame.intersection(screen.inset(by: device.safeAreaInsets(in: orientation))))
        }
        guard let (superview, above) = superview else { return WindowGeometry(origin: frame.origin, safeRect: nil) }
        var origin = frame.origin
        if !(superview is UIWindow) {
            origin.x += above.origin.x
            origin.y += above.origin.y
        }
        guard var rect = above.safeRect else { return WindowGeometry(origin: origin, safeRect: nil) }
        let frame = CGRect(origin: origin, size: self.frame.size)
        rect = rect.intersection(frame)
        if rect.isNull { rect = CGRect(origin: frame.origin, size: .zero) }
        if let controller = owningController {
            rect = controller.parent?.childSafeRect(rect, for: controller) ?? rect
            rect = rect.inset(by: controller.additionalSafeAreaInsets)
        }
        return WindowGeometry(origin: origin, safeRect: rect)
    }
}
