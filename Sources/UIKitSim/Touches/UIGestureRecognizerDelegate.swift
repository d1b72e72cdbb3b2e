import Foundation

/// What a gesture recognizer asks its delegate (Apple, `UIGestureRecognizerDelegate`). Every
/// method is optional; the defaults are UIKit's answers when the delegate does not implement it.
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Asked before the recognizer is given a new touch (Apple, `gestureRecognizer(_:shouldReceive:)`:
    /// "Ask the delegate if a gesture recognizer should receive an object representing a
    /// touch"; default true). A touch refused here never reaches the recognizer.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Asked when the recognizer tries to leave `.possible` (Apple, `gestureRecognizerShouldBegin(_:)`:
    /// "This method is called when a gesture recognizer attempts to transition out of the
    /// UIGestureRecognizer.State.possible state. Returning false causes the gesture recognizer to
    /// transition to the UIGestureRecognizer.State.failed state"; default true).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Asked when recognizing would block another recognizer of the same touch (Apple,
    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`: "returning true is guaranteed
    /// to allow simultaneous recognition"; default false).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

extension UIGestureRecognizer {
    /// Whether the recognizer may leave `.possible` now: its delegate agrees, and no other
    /// recognizer of its touches has already recognized, unless one of the pair's delegates allows
    /// both (Apple, `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`: "This method is
    /// called when recognition of a gesture by either gestureRecognizer or otherGestureRecognizer
    /// would block the other gesture recognizer from recognizing its gesture").
    func mayBegin() -> Bool {
        if delegate?.gestureRecognizerShouldBegin(self) == false { return false }
        let others = trackedTouches.flatMap(\.receivingRecognizers).filter { $0 !== self && $0.hasRecognized }
        return others.allSatisfy { other in
            delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
                || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
        }
    }

    /// Whether the recognizer has recognized its gesture (began, changed or ended).
    var hasRecognized: Bool { [.began, .changed, .ended].contains(state) }

    /// Whether the delegate lets the recognizer have `touch`.
    func mayReceive(_ touch: UITouch) -> Bool {
        delegate?.gestureRecognizer(self, shouldReceive: touch) ?? true
    }
}
