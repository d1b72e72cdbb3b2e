extension UIView {
    /// How a view fits its content to its bounds, in UIKit's order of raw values.
    public enum ContentMode: Int, Sendable, CaseIterable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight

        /// The case's name as Swift writes it (`scaleAspectFit`).
        public var name: String { "\(self)" }
    }
}
