/// One instance of the app's interface (iOS 13 and later), made by UIKit when a session
/// connects. A scene keeps its delegate strongly, as UIKit's does.
open class UIScene: UIResponder {
    /// Where a scene is in its life: it starts unattached, and comes to the foreground after
    /// connecting (Apple's `UIScene.ActivationState`).
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// What caused the connection (URLs, user activities, shortcuts): always empty here.
    public final class ConnectionOptions: NSObject {
        override init() { super.init() }
    }

    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The scene's delegate, made from the configuration's delegate class (kept strongly).
    open var delegate: UISceneDelegate?
    /// The scene's state; it changes before the matching delegate callback runs.
    public internal(set) var activationState: ActivationState = .unattached
    /// The title shown in the app switcher (not drawn).
    open var title: String?

    /// Made by UIKit for a connecting session.
    public init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }
}

/// A scene that shows windows: the `UIWindowScene` a `UIWindowSceneDelegate` receives.
open class UIWindowScene: UIScene {
    private var windowRefs: [WeakBox<UIWindow>] = []
    private weak var keyWindowRef: UIWindow?

    /// The windows attached to the scene, in the order they were attached.
    open var windows: [UIWindow] { windowRefs.compactMap(\.value) }

    /// The scene's key window: the one of its windows most recently made key (iOS 15).
    open var keyWindow: UIWindow? { keyWindowRef }

    /// The screen the scene is on.
    open var screen: UIScreen { simulation?.screen ?? Simulation.ambient.screen }

    func attach(_ window: UIWindow) {
        windowRefs.removeAll { $0.value == nil || $0.value === window }
        windowRefs.append(WeakBox(window))
    }

    func detach(_ window: UIWindow) {
        windowRefs.removeAll { $0.value == nil || $0.value === window }
        if keyWindowRef === window { keyWindowRef = nil }
    }

    func windowBecameKey(_ window: UIWindow) {
        keyWindowRef = window
    }
}
