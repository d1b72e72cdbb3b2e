/// One view controller after the run. Links to other controllers are ids into
/// `AppSnapshot.controllers`, so a controller can appear in several places (a navigation
/// controller's `children` and its `viewControllers`) and point back to its parent.
public struct ControllerSnapshot: Sendable, Hashable, Codable {
    /// Unique within the snapshot.
    public var id: Int
    /// The class name: `InboxViewController`, `UINavigationController`.
    public var className: String
    /// The superclasses, nearest first, up to and including `UIViewController`
    /// (empty for `UIViewController` itself).
    public var superclasses: [String]
    /// `title`.
    public var title: String?
    /// `children`.
    public var children: [Int]
    /// `viewControllers` of a navigation, tab bar, split or page view controller; nil for others.
    public var viewControllers: [Int]?
    /// `topViewController` of a navigation controller.
    public var top: Int?
    /// `visibleViewController` of a navigation controller.
    public var visible: Int?
    /// `selectedIndex` of a tab bar controller.
    public var selectedIndex: Int?
    /// `selectedViewController` of a tab bar controller.
    public var selected: Int?
    /// `presentedViewController`.
    public var presented: Int?
    /// The primary column of a split view controller.
    public var primary: Int?
    /// The secondary column of a split view controller.
    public var secondary: Int?
    /// `parent`.
    public var parent: Int?
    /// `isViewLoaded`.
    public var isViewLoaded: Bool
    /// Stored properties of learner-written classes, rendered as strings (`"3"`, `"Inbox"`, `"nil"`).
    public var properties: [String: String]
    /// The loaded view's frame as x, y, width, height; nil when the view is not loaded.
    public var viewFrame: [Double]? = nil
    /// The frames of the loaded view's direct subviews, back to front.
    public var subviewFrames: [[Double]] = []
    /// `navigationItem.title`: what a navigation bar shows for the controller (setting `title`
    /// sets it too).
    public var navigationTitle: String? = nil
    /// `tabBar.isHidden` of a tab bar controller (hidden while a pushed controller has
    /// `hidesBottomBarWhenPushed`); nil for others.
    public var tabBarHidden: Bool? = nil

    /// Makes a controller snapshot; only the id and class are required.
    public init(
        id: Int, className: String, superclasses: [String] = [], title: String? = nil, children: [Int] = [],
        viewControllers: [Int]? = nil, top: Int? = nil, visible: Int? = nil, selectedIndex: Int? = nil,
        selected: Int? = nil, presented: Int? = nil, primary: Int? = nil, secondary: Int? = nil,
        parent: Int? = nil, isViewLoaded: Bool = true, properties: [String: String] = [:]
    ) {
        self.id = id
        self.className = className
        self.superclasses = superclasses
        self.title = title
        self.children = children
        self.viewControllers = viewControllers
        self.top = top
        self.visible = visible
        self.selectedIndex = selectedIndex
        self.selected = selected
        self.presented = presented
        self.primary = primary
        self.secondary = secondary
        self.parent = parent
        self.isViewLoaded = isViewLoaded
        self.properties = properties
    }

    /// Whether the controller is of `name` or a subclass of it.
    public func isKind(of name: String) -> Bool {
        className == name || superclasses.contains(name)
    }

    /// The nearest UIKit class in the chain (`UINavigationController` for a subclass of it).
    public var kind: String {
        ([className] + superclasses).first { $0.hasPrefix("UI") } ?? "UIViewController"
    }

    /// A property rendered as a string: `title`, `navigationItem.title`, `isViewLoaded`,
    /// `selectedIndex`, `tabBar.isHidden`, a view's frame or size, else one of `properties`; nil
    /// when the controller has no such property.
    public func property(_ name: String) -> String? {
        switch name {
        case "title": return title ?? "nil"
        case "isViewLoaded": return String(isViewLoaded)
        case "selectedIndex": return selectedIndex.map(String.init)
        case "navigationItem.title": return navigationTitle ?? "nil"
        case "tabBar.isHidden": return tabBarHidden.map(String.init)
        default: return viewProperty(name) ?? properties[name]
        }
    }
}
