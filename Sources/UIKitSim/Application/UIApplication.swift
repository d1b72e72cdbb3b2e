/// The application object of a simulation (`UIApplication.shared`).
open class UIApplication: UIResponder {
    /// The app delegate.
    open weak var delegate: UIApplicationDelegate?
    var retainedDelegate: UIApplicationDelegate?

    /// Made by the simulation, while it is current.
    override init() {
        super.init()
    }

    /// The application of the current simulation.
    open class var shared: UIApplication { Simulation.ambient.application }

    /// The windows alive in the app.
    open var windows: [UIWindow] { simulation?.windows ?? [] }

    /// The key window.
    open var keyWindow: UIWindow? { simulation?.keyWindow }

    /// The launch options passed to the delegate; always empty in the simulator.
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// What an app delegate can implement. Every method has a default that does nothing.
public protocol UIApplicationDelegate: AnyObject {
    /// The app's main window. A delegate that does not store it cannot use a main storyboard.
    var window: UIWindow? { get set }
    /// Called first during launch.
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Called when launch is nearly done; build the window here when there is no main storyboard.
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
}
