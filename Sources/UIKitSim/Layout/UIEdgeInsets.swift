/// Distances inward from the four edges of a rectangle, as UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// Makes insets from the four distances.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// As UIKit prints it: `UIEdgeInsets(top: 59.0, left: 0.0, bottom: 34.0, right: 0.0)`.
    public var description: String {
        "UIEdgeInsets(top: \(Double(top)), left: \(Double(left)), bottom: \(Double(bottom)), right: \(Double(right)))"
    }
}

/// The edges of a rectangle, as a set (`edgesForExtendedLayout`).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

extension CGRect {
    /// The rectangle shrunk by `insets` (an empty rectangle at the origin when they overlap).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        let width = size.width - insets.left - insets.right
        let height = size.height - insets.top - insets.bottom
        guard width >= 0, height >= 0 else { return CGRect(x: minX + insets.left, y: minY + insets.top, width: 0, height: 0) }
        return CGRect(x: minX + insets.left, y: minY + insets.top, width: width, height: height)
    }
}
