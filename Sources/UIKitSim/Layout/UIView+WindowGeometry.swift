/// Where views are in their window, worked out once per view in a layout pass.
///
/// A view's origin and safe area in the window follow from its superview's, so asking for them
/// walks up to the window: for a controller thousands of levels deep (each the child of the one
/// before) every controller's layout pass walked the whole chain, and the pass took time growing
/// with the square of the depth (5,000 levels: 45 s in a debug build). While a layout pass runs,
/// each view keeps what was worked out for it, stamped; anything that can change a view's place
/// or safe area (a frame, the tree, a controller's parent or view, `additionalSafeAreaInsets`,
/// a bar hidden or shown, the orientation) moves the stamp on, so nothing stale is used. Outside
/// a pass nothing is kept: every question is answered afresh, as before.
struct WindowGeometry {
    /// The view's frame origin, in window coordinates.
    var origin: CGPoint
    /// The view's safe area, in window coordinates; nil outside a window.
    var safeRect: CGRect?
}

/// A view's window geometry and the stamp it was worked out under.
struct CachedWindowGeometry {
    let stamp: Int
    let geometry: WindowGeometry
}

/// The simulation's side: whether a layout pass is under way, and the stamp.
struct WindowGeometryCache {
    private var stamp = 0
    private var openPasses = 0

    /// The stamp geometry may be kept and used under, or nil when no layout pass is under way.
    var currentStamp: Int? { openPasses > 0 ? stamp : nil }

    /// Something that views' geometry depends on changed: what is kept is stale.
    mutating func invalidate() { stamp &+= 1 }

    /// A layout pass begins (passes nest); the outermost starts with nothing kept.
    mutating func open() {
        if openPasses == 0 { stamp &+= 1 }
        openPasses += 1
    }

    /// A layout pass ends.
    mutating func close() { openPasses -= 1 }
}

extension Simulation {
    /// Runs `body`, a layout pass, with views' window geometry kept while nothing changes it.
    func keepingWindowGeometry(_ body: () -> Void) {
        windowGeometryCache.open()
        defer { windowGeometryCache.close() }
        body()
    }

    /// Tells the kept window geometry that something it depends on changed.
    func windowGeometryChanged() { windowGeometryCache.invalidate() }
}

extension UIView {
    /// The view's origin and safe area in window coordinates: worked out from the nearest
    /// superview whose geometry is kept (or the top of the tree) down to this view, keeping
    /// each one's on the way while a layout pass is under way.
    var windowGeometry: WindowGeometry {
        let stamp = simulation?.windowGeometryCache.currentStamp
        var chain: [UIView] = []
        var above: (view: UIView, geometry: WindowGeometry)?
        var current: UIView? = self
        while let view = current {
            if let stamp, let kept = view.cachedWindowGeometry, kept.stamp == stamp {
                above = (view, kept.geometry)
                break
            }
            chain.append(view)
            // A window's geometry does not depend on what it is in.
            current = view is UIWindow ? nil : view.superview
        }
        for view in chain.reversed() {
            let geometry = view.windowGeometry(under: above)
            if let stamp { view.cachedWindowGeometry = CachedWindowGeometry(stamp: stamp, geometry: geometry) }
            above = (view, geometry)
        }
        // The loop ran at least once or the view's own geometry was kept.
        return above!.geometry
    }
}
