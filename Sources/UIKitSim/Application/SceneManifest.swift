/// Info.plist's `UIApplicationSceneManifest`: the scenes an app supports. Its presence makes
/// the app scene-based (Apple, "Specifying the scenes your app supports").
public struct SceneManifest: Equatable, Sendable {
    /// One entry of `UISceneConfigurations` for a role.
    public struct Configuration: Equatable, Sendable {
        /// `UISceneConfigurationName`.
        public var name: String?
        /// `UISceneDelegateClassName`, with Xcode's `$(PRODUCT_MODULE_NAME).` (or any module) prefix removed.
        public var delegateClassName: String?
        /// `UISceneStoryboardFile`.
        public var storyboardName: String?

        /// Describes one configuration.
        public init(name: String?, delegateClassName: String?, storyboardName: String?) {
            self.name = name
            self.delegateClassName = delegateClassName.map(Self.withoutModulePrefix)
            self.storyboardName = storyboardName
        }

        /// `$(PRODUCT_MODULE_NAME).SceneDelegate` and `MyApp.SceneDelegate` are `SceneDelegate`.
        static func withoutModulePrefix(_ className: String) -> String {
            className.split(separator: ".").last.map(String.init) ?? className
        }
    }

    /// `UIApplicationSupportsMultipleScenes`.
    public var supportsMultipleScenes: Bool
    /// `UISceneConfigurations` by role (`UIWindowSceneSessionRoleApplication`), in file order.
    public var configurations: [UISceneSession.Role: [Configuration]]

    /// Describes a manifest.
    public init(supportsMultipleScenes: Bool = false,
                configurations: [UISceneSession.Role: [Configuration]] = [:]) {
        self.supportsMultipleScenes = supportsMultipleScenes
        self.configurations = configurations
    }

    /// The entry UIKit uses for `requested`: the one with its name for its role; without a
    /// name, the role's first entry (what UIKit does when the app delegate does not answer
    /// `application(_:configurationForConnecting:options:)`).
    func entry(for requested: UISceneConfiguration) -> Configuration? {
        let entries = configurations[requested.role] ?? []
        guard let name = requested.name else { return entries.first }
        return entries.first { $0.name == name }
    }
}
