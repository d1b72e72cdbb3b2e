/// A view that lines up its arranged subviews in a row or a column (Apple's `UIStackView`). It
/// places them with Auto Layout, which UIKitSim does not solve: it records the arrangement and
/// its settings, and the arranged views' frames are unknown (`isFrameKnown`).
open class UIStackView: UIView {
    /// The arranged subviews, in order; always a subset of `subviews` (Apple, `arrangedSubviews`).
    public private(set) var arrangedSubviews: [UIView] = []
    /// Row or column (Apple: "The default value is NSLayoutConstraint.Axis.horizontal").
    open var axis: NSLayoutConstraint.Axis = .horizontal
    /// How the views share the axis (Apple: "The default value is UIStackView.Distribution.fill").
    open var distribution: Distribution = .fill
    /// How the views line up across the axis (Apple: "The default value is
    /// UIStackView.Alignment.fill").
    open var alignment: Alignment = .fill
    /// The space between arranged views; recorded.
    open var spacing: CGFloat = 0

    /// Apple's `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// Apple's `UIStackView.Alignment` (`top` and `bottom`, Apple's other names for `leading`
    /// and `trailing`, are not offered).
    public enum Alignment: Int, Sendable, CaseIterable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
    }

    /// A stack managing `views` (Apple, `init(arrangedSubviews:)`).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` at the end, as a subview too when it is not one (Apple: "If the view is
    /// already a subview, this operation doesn't alter the subview ordering").
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged views at `index` (clamped).
    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        guard isAppAlive, view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
    }

    /// Stops arranging `view`, which stays a subview (Apple: "this method doesn't remove the
    /// provided view from the stack's subviews array").
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    /// Whether the stack places `view`.
    func arranges(_ view: UIView) -> Bool {
        arrangedSubviews.contains { $0 === view }
    }
}
