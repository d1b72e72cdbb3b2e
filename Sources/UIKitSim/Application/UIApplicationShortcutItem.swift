/// A Home Screen quick action, as a record of what the program made (Apple,
/// `UIApplicationShortcutItem`: "An application shortcut item, also called a Home Screen dynamic
/// quick action, that specifies a user-initiated action for your app"). UIKitSim has no Home
/// Screen: the items a program sets are kept and read back, and no quick action is ever
/// chosen, so a launch's `connectionOptions.shortcutItem` is nil.
open class UIApplicationShortcutItem: NSObject {
    /// The app's own string naming the action.
    public let type: String
    /// The title shown on the Home Screen.
    public let localizedTitle: String
    /// The subtitle, if any.
    public let localizedSubtitle: String?
    /// The icon, if any.
    public let icon: UIApplicationShortcutIcon?
    /// App-defined information, kept as the program gave it.
    public let userInfo: [String: Any]?

    /// Makes an item (Apple, `init(type:localizedTitle:localizedSubtitle:icon:userInfo:)`).
    public init(type: String, localizedTitle: String, localizedSubtitle: String? = nil,
                icon: UIApplicationShortcutIcon? = nil, userInfo: [String: Any]? = nil) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
        super.init()
    }

    open override var description: String { "UIApplicationShortcutItem(type: \(type), title: \(localizedTitle))" }
}

/// The icon of a quick action: an SF Symbol or an image of the app, by name.
open class UIApplicationShortcutIcon: NSObject {
    /// The SF Symbol's name, or the template image's name.
    public let name: String

    /// An icon from an SF Symbol (Apple, `init(systemImageName:)`).
    public init(systemImageName: String) {
        name = systemImageName
        super.init()
    }

    /// An icon from the app's template image (Apple, `init(templateImageName:)`).
    public init(templateImageName: String) {
        name = templateImageName
        super.init()
    }

    open override var description: String { "UIApplicationShortcutIcon(\(name))" }
}
