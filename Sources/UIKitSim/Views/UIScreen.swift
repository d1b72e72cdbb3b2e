/// The simulated device's screen.
open class UIScreen: NSObject {
    /// The screen's bounds in points, portrait.
    public let bounds: CGRect
    /// Points to pixels.
    public let scale: CGFloat
    /// The device the screen belongs to.
    public let device: Device

    init(simulation: Simulation) {
        device = simulation.device
        bounds = CGRect(origin: .zero, size: simulation.device.screenSize)
        scale = simulation.device == .iPhone ? 3 : 2
        super.init()
    }

    /// The screen of the current simulation.
    open class var main: UIScreen { Simulation.ambient.screen }

    /// The current trait collection of the screen.
    open var traitCollection: UITraitCollection {
        UITraitCollection(horizontalSizeClass: device.horizontalSizeClass)
    }
}

/// The traits UIKitSim tracks: the horizontal size class.
public struct UITraitCollection: Sendable, Equatable {
    /// Compact on an iPhone in portrait, regular on an iPad.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
}
