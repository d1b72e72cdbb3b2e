/// What a navigation bar shows for a controller: its title and the title of the back button
/// that leads back to it.
open class UINavigationItem: NSObject {
    /// The title shown in the middle of the bar.
    open var title: String?
    /// The title of the back button shown by the controller pushed over this one.
    open var backButtonTitle: String?
    /// Whether the back button is hidden.
    open var hidesBackButton = false
    /// A button on the right of the bar.
    open var rightBarButtonItem: UIBarButtonItem?
    /// A button on the left of the bar.
    open var leftBarButtonItem: UIBarButtonItem?

    /// Makes an item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }
}

/// A button in a bar.
open class UIBarButtonItem: NSObject {
    /// The button's title.
    open var title: String?
    let primaryAction: UIAction?

    /// System buttons; the title is the English word UIKit shows.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add

        var title: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "+"
            }
        }
    }

    /// Makes a system button whose tap runs `primaryAction`.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: AnyObject? = nil) {
        self.init(title: systemItem.title, primaryAction: primaryAction)
    }

    /// Makes a button whose tap runs `primaryAction`.
    public init(title: String?, image: AnyObject? = nil, primaryAction: UIAction? = nil, menu: AnyObject? = nil) {
        self.title = title
        self.primaryAction = primaryAction
        super.init()
    }
}

/// What a tab bar shows for a controller.
open class UITabBarItem: NSObject {
    /// The tab's title.
    open var title: String?
    /// A number identifying the tab.
    open var tag: Int
    /// A badge shown on the tab.
    open var badgeValue: String?

    /// Makes an item; images are accepted and ignored.
    public init(title: String?, image: AnyObject?, tag: Int) {
        self.title = title
        self.tag = tag
        super.init()
    }
}
