import Foundation

extension Simulation {
    /// A finger goes down at `point` (key window coordinates) and lifts again, as a user's tap:
    /// the touch goes to the view found by hit-testing (`UIView.hitTest(_:with:)`), which gets
    /// `touchesBegan(_:with:)`, and on a later turn `touchesEnded(_:with:)`; a responder that
    /// does not handle them passes them up the responder chain (Apple, "Using responders and
    /// the responder chain"). Each phase is its own run-loop turn, turned until idle, as the
    /// two events of a real tap arrive separately. Throws when no window shows or the point is
    /// off the screen.
    public func touch(at point: CGPoint) throws {
        guard let window = keyWindow else {
            throw UserActionError(description: "no window is on screen")
        }
        guard window.bounds.contains(point) else {
            let size = window.bounds.size
            throw UserActionError(description: "the point (\(Self.number(point.x)), \(Self.number(point.y))) is off the screen, which is \(Self.number(size.width))×\(Self.number(size.height)) points")
        }
        let hit = window.hitTest(point, with: nil)
        let touch = UITouch(at: point, in: window, view: hit, time: now)
        let event = UIEvent(touches: [touch], time: now)
        userTurn { hit?.deliverTouches(.began, [touch], with: event) }
        touch.phase = .ended
        touch.timestamp = now
        userTurn { touch.view?.deliverTouches(.ended, [touch], with: event) }
    }

    /// A coordinate as a person writes it: `12` for a whole number, else `12.5`.
    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? "\(Int(value))" : "\(value)"
    }
}
