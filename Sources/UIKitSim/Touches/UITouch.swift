import Foundation

/// A finger on the screen, as UIKit hands it to responders and gesture recognizers. UIKitSim
/// makes one for each simulated touch (`Simulation.touch(at:)`); its view is the one hit-tested
/// when the finger went down, and stays that view while the finger moves (Apple, `UITouch.view`:
/// "The view to which touches are being delivered").
open class UITouch: NSObject {
    /// Where the touch is in its sequence (Apple, `UITouch.Phase`).
    public enum Phase: Int, Sendable, CaseIterable {
        case began, moved, stationary, ended, cancelled
    }

    /// The phase of the touch now.
    public internal(set) var phase: Phase = .began
    /// The view the touch was delivered to (found by hit-testing when it began).
    public internal(set) weak var view: UIView?
    /// The window the touch is in.
    public internal(set) weak var window: UIWindow?
    /// How many times the finger tapped at this point (1 for a single tap).
    public internal(set) var tapCount = 1
    /// The virtual time at which the touch last changed.
    public internal(set) var timestamp: TimeInterval = 0
    /// The recognizers given this touch, in the order they took it (Apple,
    /// `UITouch.gestureRecognizers`: "The gesture recognizers that are receiving the touch object").
    var receivingRecognizers: [UIGestureRecognizer] = []
    /// The point in window coordinates.
    var locationInWindow: CGPoint
    /// The point before the last move, in window coordinates.
    var previousLocationInWindow: CGPoint

    init(at point: CGPoint, in window: UIWindow, view: UIView?, time: TimeInterval) {
        locationInWindow = point
        previousLocationInWindow = point
        self.window = window
        self.view = view
        timestamp = time
        super.init()
    }

    /// The touch's point in the coordinates of `view` (the window's when nil). Apple,
    /// `location(in:)`: "If you pass nil, the touch location is returned in the window’s
    /// coordinates".
    public func location(in view: UIView?) -> CGPoint {
        Self.point(locationInWindow, in: view)
    }

    /// The touch's point before its last move, in the coordinates of `view`.
    public func previousLocation(in view: UIView?) -> CGPoint {
        Self.point(previousLocationInWindow, in: view)
    }

    /// A window point in a view's coordinates (UIKitSim's views have bounds at the origin and
    /// no transforms, so the view's origin in its window is the whole conversion).
    static func point(_ point: CGPoint, in view: UIView?) -> CGPoint {
        guard let view, !(view is UIWindow) else { return point }
        let origin = view.windowGeometry.origin
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
}

/// What happened on the screen at one moment: the touches of one simulated finger.
open class UIEvent: NSObject {
    /// The kinds of event; UIKitSim simulates touches only.
    public enum EventType: Int, Sendable, CaseIterable {
        case touches, motion, remoteControl, presses
    }

    /// The touches of the event.
    public let allTouches: Set<UITouch>?
    /// The virtual time of the event.
    public let timestamp: TimeInterval
    /// Always `.touches` in UIKitSim.
    public var type: EventType { .touches }

    init(touches: Set<UITouch>, time: TimeInterval) {
        allTouches = touches
        timestamp = time
        super.init()
    }

    /// The event's touches delivered to `view` (Apple, `touches(for:)`).
    public func touches(for view: UIView) -> Set<UITouch>? {
        allTouches?.filter { $0.view === view }
    }
}
