/// A simulated device: its screen size in points and its horizontal size class in portrait.
public enum Device: String, Sendable, CaseIterable {
    /// An iPhone (393×852 points, compact width).
    case iPhone = "iphone"
    /// An iPad (820×1180 points, regular width).
    case iPad = "ipad"

    /// The screen size in points, portrait.
    public var screenSize: CGSize {
        switch self {
        case .iPhone: CGSize(width: 393, height: 852)
        case .iPad: CGSize(width: 820, height: 1180)
        }
    }

    /// The horizontal size class in portrait.
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        self == .iPhone ? .compact : .regular
    }

    /// Height of the status bar area at the top (the top safe-area inset), in points.
    var statusBarHeight: CGFloat { self == .iPhone ? 59 : 24 }
    /// Height of a tab bar including the bottom safe area, in points.
    var tabBarHeight: CGFloat { self == .iPhone ? 83 : 65 }
    /// Height of a navigation bar, in points.
    var navigationBarHeight: CGFloat { 44 }
}

/// UIKit's size classes.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}
