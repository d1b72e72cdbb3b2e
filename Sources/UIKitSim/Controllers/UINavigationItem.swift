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
    /// Whether this controller's title is shown large when the bar prefers large titles;
    /// recorded, not drawn.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    /// When a navigation item's title is shown large.
    public enum LargeTitleDisplayMode: Int, Sendable, CaseIterable {
        case automatic, always, never, inline
    }

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
    /// The button's image, shown instead of a title.
    open var image: UIImage?
    /// Plain or bold (done).
    open var style: Style = .plain
    /// Disabled buttons are drawn dimmed and ignore taps.
    open var isEnabled = true
    /// A view shown in place of the button.
    open var customView: UIView?
    /// The system item the button was made as, if any.
    public private(set) var systemItem: SystemItem?
    let primaryAction: UIAction?

    /// The look of a button's title.
    public enum Style: Int, Sendable, CaseIterable {
        case plain, bordered, done
    }

    /// Makes a system button whose tap runs `primaryAction`; its title is the word UIKit shows
    /// (nil for the items UIKit draws as an icon or a space).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: AnyObject? = nil) {
        self.init(title: systemItem.title, primaryAction: primaryAction)
        self.systemItem = systemItem
        if systemItem == .done { style = .done }
    }

    /// Makes a button whose tap runs `primaryAction`.
    public init(title: String?, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: AnyObject? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        super.init()
    }

    /// Makes a button that shows `customView`.
    public convenience init(customView: UIView) {
        self.init(title: nil)
        self.customView = customView
    }
}

/// What a tab bar shows for a controller.
open class UITabBarItem: NSObject {
    /// The tab's title; fixed for a system item (Apple, `init(tabBarSystemItem:tag:)`: "You
    /// can't change the title and image properties of an item this method creates").
    open var title: String? {
        get { storedTitle }
        set { if systemItem == nil { storedTitle = newValue } }
    }
    private var storedTitle: String?
    /// The system item the tab was made as, if any.
    public private(set) var systemItem: SystemItem?
    /// A number identifying the tab.
    open var tag: Int
    /// A badge shown on the tab.
    open var badgeValue: String?

    /// Makes an item; images are accepted and ignored.
    public init(title: String?, image: AnyObject?, tag: Int) {
        storedTitle = title
        self.tag = tag
        super.init()
    }

    /// Makes a system item, whose title is the label UIKit shows under its icon.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init(title: systemItem.label, image: nil, tag: tag)
        self.systemItem = systemItem
    }
}
