import Foundation

extension UIView {
    /// The deepest view under `point` (in this view's coordinates) that takes touches, as
    /// UIKit's `hitTest(_:with:)` finds it: "This method ignores view objects that are hidden,
    /// that have disabled user interactions, or have an alpha level less than 0.01", and
    /// "Points that lie outside the receiver’s bounds are never reported as hits, even if they
    /// actually lie within one of the receiver’s subviews" (Apple). Subviews are searched front
    /// to back.
    public func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            let local = CGPoint(x: point.x - subview.frame.origin.x, y: point.y - subview.frame.origin.y)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in this view's coordinates) is inside the view's bounds.
    public func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }
}
