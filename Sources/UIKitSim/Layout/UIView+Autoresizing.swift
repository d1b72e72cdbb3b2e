/// Springs and struts: how a view's frame follows its superview's size (`autoresizingMask`).
extension UIView {
    /// The parts of a view's frame that grow or shrink when its superview's bounds change.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Resizes the subviews after this view's size changed from `oldSize`, each by its
    /// `autoresizingMask` (nothing when `autoresizesSubviews` is false). Apple's documentation
    /// of `autoresizingMask`: "When more than one option along the same axis is set, the
    /// default behavior is to distribute the size difference proportionally among the
    /// flexible portions."
    func autoresizeSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews, oldSize != frame.size else { return }
        let dx = frame.width - oldSize.width
        let dy = frame.height - oldSize.height
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            var frame = subview.frame
            let horizontal = Self.distribute(dx, leading: frame.minX, size: frame.width,
                                             trailing: oldSize.width - frame.maxX,
                                             flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                                        mask.contains(.flexibleRightMargin)))
            let vertical = Self.distribute(dy, leading: frame.minY, size: frame.height,
                                           trailing: oldSize.height - frame.maxY,
                                           flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                                      mask.contains(.flexibleBottomMargin)))
            frame.origin.x += horizontal.leading
            frame.size.width += horizontal.size
            frame.origin.y += vertical.leading
            frame.size.height += vertical.size
            subview.frame = frame
        }
    }

    /// How much of `delta` goes to the leading margin and to the size along one axis: shared
    /// among the flexible parts in proportion to their current lengths (equally when those
    /// lengths are all zero); nothing when no part is flexible.
    private static func distribute(_ delta: CGFloat, leading: CGFloat, size: CGFloat, trailing: CGFloat,
                                   flexible: (leading: Bool, size: Bool, trailing: Bool)) -> (leading: CGFloat, size: CGFloat) {
        let parts = [(flexible.leading, max(leading, 0)), (flexible.size, max(size, 0)), (flexible.trailing, max(trailing, 0))]
        let chosen = parts.filter { $0.0 }
        guard !chosen.isEmpty, delta != 0 else { return (0, 0) }
        let total = chosen.reduce(0) { $0 + $1.1 }
        func share(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? delta * part.1 / total : delta / CGFloat(chosen.count)
        }
        return (share(parts[0]), share(parts[1]))
    }
}
