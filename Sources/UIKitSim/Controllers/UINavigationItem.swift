/// What a navigation bar shows for a controller: its title and the title of the back button
/// that leads back to it.
open class UINavigationItem: NSObject {
    /// The title shown in the middle of the bar.
    open var title: String?
    /// The title of the back button shown by the controller pushed over this one.
    open var backButtonTitle: String?
    /// Whether the back button is hidden.
    open var hidesBackButton = false
    /// The buttons on the right of the bar, the first outermost.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// The buttons on the left of the bar, the first outermost.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// Apple, `rightBarButtonItem`: the first of `rightBarButtonItems`; setting it replaces
    /// them with this one item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// Apple, `leftBarButtonItem`: the first of `leftBarButtonItems`.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// A view shown in place of the title (Apple, `titleView`: nil by default); recorded.
    open var titleView: UIView?
    /// A line of text above the bar (Apple, `prompt`: nil by default); recorded, not drawn.
    open var prompt: String?
    /// A line under the title (Apple, `subtitle`, iOS 26: nil by default); recorded.
    open var subtitle: String?
    /// A view under a large title (Apple, `largeSubtitleView`, iOS 26); recorded.
    open var largeSubtitleView: UIView?
    /// The search controller shown in the bar (Apple: nil by default); recorded, never activated.
    open var searchController: UISearchController?
    /// Apple, `hidesSearchBarWhenScrolling`: "The default value of this property is true."
    open var hidesSearchBarWhenScrolling = true
    /// Apple, `searchBarPlacementBarButtonItem` (iOS 26): a bar button item standing for the
    /// search field where the program places it (in a toolbar); the same item each time.
    public private(set) lazy var searchBarPlacementBarButtonItem = UIBarButtonItem(systemItem: .search)
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
    /// Plain, bold (done) or prominent.
    open var style: Style = .plain
    /// The colour of the button's title or image (Apple, `tintColor`: nil by default, the
    /// bar's tint then applies); recorded, not drawn.
    open var tintColor: UIColor?
    /// The menu the button shows (Apple, `menu`: nil by default); recorded.
    open var menu: UIMenu?
    /// Apple, `hidesSharedBackground` (iOS 26): whether the item leaves the background it
    /// shares with its neighbours; false by default. Recorded.
    open var hidesSharedBackground = false
    /// The width of a fixed space (Apple, `width`: 0 by default).
    open var width: Double = 0
    /// Disabled buttons are drawn dimmed and ignore taps.
    open var isEnabled = true
    /// A view shown in place of the button.
    open var customView: UIView?
    /// The system item the button was made as, if any.
    public private(set) var systemItem: SystemItem?
    let primaryAction: UIAction?

    /// The look of a button's title.
    public enum Style: Int, Sendable, CaseIterable {
        case plain, bordered, done, prominent
    }

    /// Makes a system button whose tap runs `primaryAction`; its title is the word UIKit shows
    /// (nil for the items UIKit draws as an icon or a space).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(title: systemItem.title, primaryAction: primaryAction, menu: menu)
        self.systemItem = systemItem
        if systemItem == .done { style = .done }
    }

    /// Makes a button whose tap runs `primaryAction`.
    public init(title: String?, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
        super.init()
    }

    /// A flexible space (Apple, `flexibleSpace()`: the `.flexibleSpace` system item).
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// A fixed space of `width` points (Apple, `fixedSpace(_:)`).
    public static func fixedSpace(_ width: Double) -> UIBarButtonItem {
        let space = UIBarButtonItem(systemItem: .fixedSpace)
        space.width = width
        return space
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
