/// The simulated device's screen.
open class UIScreen: NSObject {
    /// Points to pixels.
    public let scale: CGFloat
    /// The device the screen belongs to.
    public let device: Device
    private weak var simulation: Simulation?

    init(simulation: Simulation) {
        device = simulation.device
        self.simulation = simulation
        scale = simulation.device == .iPhone ? 3 : 2
        super.init()
    }

    /// The screen's bounds in points, as the device is held now (portrait until rotated).
    open var bounds: CGRect {
        CGRect(origin: .zero, size: device.screenSize(in: simulation?.orientation ?? .portrait))
    }

    /// The screen of the current simulation.
    open class var main: UIScreen { Simulation.ambient.screen }

    /// The current trait collection of the screen.
    open var traitCollection: UITraitCollection {
        device.traitCollection(in: simulation?.orientation ?? .portrait)
    }
}

/// The traits UIKitSim tracks: the size classes and the interface idiom.
public struct UITraitCollection: Sendable, Equatable, CustomStringConvertible {
    /// Compact on an iPhone, regular on an iPad.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// Regular, except on an iPhone held sideways.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// `.phone` on an iPhone, `.pad` on an iPad; `.unspecified` unless given (Apple,
    /// `userInterfaceIdiom`: "The default user interface idiom for a trait collection is
    /// UIUserInterfaceIdiom.unspecified").
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    /// Makes a trait collection with these size classes and idiom.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass = .regular,
                userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// Whether the size classes differ from `other`'s (what `traitCollectionDidChange`
    /// implementations usually check).
    public func hasDifferentSizeClasses(comparedTo other: UITraitCollection?) -> Bool {
        horizontalSizeClass != other?.horizontalSizeClass || verticalSizeClass != other?.verticalSizeClass
    }

    public var description: String {
        "<UITraitCollection: horizontalSizeClass = \(horizontalSizeClass), verticalSizeClass = \(verticalSizeClass)>"
    }
}
