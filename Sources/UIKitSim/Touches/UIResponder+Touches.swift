/// The touch methods of every responder. Apple, `touchesBegan(_:with:)`: "The default
/// implementation of this method forwards the message up the responder chain. When creating
/// your own subclasses, call super to forward any events that you do not handle yourself."
/// A script subclass's override runs instead; its `super` call reaches this forwarding.
extension UIResponder {
    /// The phases a responder is told about, by the Swift name of the method UIKit calls.
    public enum TouchMethod: String, Sendable, CaseIterable {
        case began = "touchesBegan(_:with:)"
        case moved = "touchesMoved(_:with:)"
        case ended = "touchesEnded(_:with:)"
        case cancelled = "touchesCancelled(_:with:)"
    }

    /// Delivers `touches` to this responder for `method`: the subclass's override if it has
    /// one, else the default, which forwards to the next responder.
    public func deliverTouches(_ method: TouchMethod, _ touches: Set<UITouch>, with event: UIEvent?) {
        if overriddenBySubclass(method.rawValue, touches, OptionalArgument(event)) { return }
        forwardTouches(method, touches, with: event)
    }

    /// UIKit's default implementation: the message goes to the next responder.
    public func forwardTouches(_ method: TouchMethod, _ touches: Set<UITouch>, with event: UIEvent?) {
        next?.deliverTouches(method, touches, with: event)
    }
}
