/// A scene's lasting record: its role and configuration (Apple's `UISceneSession`).
public final class UISceneSession: NSObject {
    /// The kind of scene a session is for.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's main interactive window (`UIWindowSceneSessionRoleApplication`).
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// The session's role.
    public let role: Role
    /// The configuration the scene was made with, once UIKit has one.
    public internal(set) var configuration: UISceneConfiguration
    /// A string that identifies the session for its life.
    public let persistentIdentifier: String
    /// The connected scene, if any (weak, as UIKit's).
    public internal(set) weak var scene: UIScene?

    init(role: Role, persistentIdentifier: String) {
        self.role = role
        self.configuration = UISceneConfiguration(name: nil, sessionRole: role)
        self.persistentIdentifier = persistentIdentifier
        super.init()
    }
}

/// What a scene is made from (Apple's `UISceneConfiguration`). Made with a name, UIKit fills
/// the rest from the Info.plist entry of that name and role.
open class UISceneConfiguration: NSObject {
    /// The configuration's name (`UISceneConfigurationName`).
    public let name: String?
    /// The role it is for.
    public let role: UISceneSession.Role
    /// The scene delegate's class name (`UISceneDelegateClassName`), without a module prefix.
    /// UIKit holds a class here (`delegateClass`); the simulator makes classes by name.
    open var delegateClassName: String?
    /// The storyboard whose initial controller becomes the window's root (`UISceneStoryboardFile`).
    open var storyboardName: String?

    /// A configuration named as in Info.plist, for a role.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}
