import Foundation

extension Simulation {
    /// A finger goes down at `point` (key window coordinates) and lifts again, as a user's tap:
    /// the touch goes to the view found by hit-testing (`UIView.hitTest(_:with:)`), which gets
    /// `touchesBegan(_:with:)`, and on a later turn `touchesEnded(_:with:)`; a responder that
    /// does not handle them passes them up the responder chain (Apple, "Using responders and
    /// the responder chain"). Each phase is its own run-loop turn, turned until idle, as the
    /// two events of a real tap arrive separately. The gesture recognizers of the hit view and
    /// its superviews see each phase first (Apple, `UIGestureRecognizer`: "the window delivers
    /// touch events to a gesture recognizer before it delivers them to the hit-test view");
    /// once one recognizes with `cancelsTouchesInView`, the view gets no more of the touch and
    /// `touchesCancelled(_:with:)` for what it already had (Apple, `cancelsTouchesInView`).
    /// Throws when no window shows or the point is off the screen.
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
        let recognizers = Self.recognizers(above: hit)
        var viewHasTouch = false
        userTurn {
            for recognizer in recognizers { recognizer.deliver(.began, [touch], with: event) }
            guard !Self.takeTouches(recognizers) else { return }
            viewHasTouch = true
            hit?.deliverTouches(.began, [touch], with: event)
        }
        touch.phase = .ended
        touch.timestamp = now
        userTurn {
            for recognizer in recognizers { recognizer.deliver(.ended, [touch], with: event) }
            if !Self.takeTouches(recognizers) {
                touch.view?.deliverTouches(.ended, [touch], with: event)
            } else if viewHasTouch {
                touch.phase = .cancelled
                touch.view?.deliverTouches(.cancelled, [touch], with: event)
            }
            // The touch sequence is over: every recognizer that followed it starts afresh.
            for recognizer in recognizers { recognizer.reset() }
        }
    }

    /// The enabled recognizers of `view` and its superviews, nearest first.
    private static func recognizers(above view: UIView?) -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        var current = view
        while let view = current {
            found += view.attachedRecognizers.filter(\.isEnabled)
            current = view.superview
        }
        return found
    }

    /// Whether a recognizer has recognized its gesture and keeps the touches from the view.
    private static func takeTouches(_ recognizers: [UIGestureRecognizer]) -> Bool {
        recognizers.contains { $0.cancelsTouchesInView && [.began, .changed, .ended].contains($0.state) }
    }

    /// A coordinate as a person writes it: `12` for a whole number, else `12.5`.
    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? "\(Int(value))" : "\(value)"
    }
}
