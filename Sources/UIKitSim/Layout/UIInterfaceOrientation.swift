/// Which way up the device is held. The simulation starts in portrait; the user rotates it
/// (``Simulation/rotate(to:)``).
public enum UIInterfaceOrientation: Int, Sendable, CaseIterable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    /// Whether the long side of the screen is horizontal.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the long side of the screen is vertical.
    public var isPortrait: Bool { !isLandscape }
}

/// The device's geometry per orientation (docs/decisions.md, UIKitSim, "Safe area and bars").
/// iPhone figures are an iPhone 15's (393×852 points, Dynamic Island): Apple's Human Interface
/// Guidelines, "Layout", device screen sizes; the safe-area insets as Xcode's simulator reports
/// them for that device (portrait 59 top and 34 bottom; landscape 59 left and right, 21 bottom).
extension Device {
    /// The screen size in points, held that way.
    public func screenSize(in orientation: UIInterfaceOrientation) -> CGSize {
        orientation.isLandscape ? CGSize(width: screenSize.height, height: screenSize.width) : screenSize
    }

    /// The screen's own safe-area insets (status bar or sensor housing, home indicator).
    public func safeAreaInsets(in orientation: UIInterfaceOrientation) -> UIEdgeInsets {
        switch (self, orientation.isLandscape) {
        case (.iPhone, false): UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        case (.iPhone, true): UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        case (.iPad, _): UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        }
    }

    /// The size classes of the full screen held that way: an iPhone 15 is compact wide in both
    /// orientations, regular tall in portrait and compact tall in landscape; an iPad is
    /// regular both ways (Human Interface Guidelines, "Layout", size classes per device).
    public func traitCollection(in orientation: UIInterfaceOrientation) -> UITraitCollection {
        switch self {
        case .iPhone:
            UITraitCollection(horizontalSizeClass: .compact,
                              verticalSizeClass: orientation.isLandscape ? .compact : .regular, userInterfaceIdiom: .phone)
        case .iPad:
            UITraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, userInterfaceIdiom: .pad)
        }
    }

    /// A navigation bar's height: 44 points, 32 where the height is compact (an iPhone held
    /// sideways).
    func navigationBarHeight(in orientation: UIInterfaceOrientation) -> CGFloat {
        self == .iPhone && orientation.isLandscape ? 32 : navigationBarHeight
    }

    /// A tab bar's height with the bottom safe area under it.
    func tabBarHeight(in orientation: UIInterfaceOrientation) -> CGFloat {
        self == .iPhone && orientation.isLandscape ? 32 + safeAreaInsets(in: orientation).bottom : tabBarHeight
    }
}
