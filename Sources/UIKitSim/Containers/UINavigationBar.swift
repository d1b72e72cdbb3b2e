/// The bar of a navigation controller. Its items are the navigation items of the stack.
open class UINavigationBar: UIView {
    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    /// Whether titles are shown large; recorded, not drawn.
    open var prefersLargeTitles = false
    /// Whether content shows through the bar: true by default, so the top controller's view
    /// extends under it (`edgesForExtendedLayout`).
    open var isTranslucent = true

    /// The navigation items of the stack, root first.
    open var items: [UINavigationItem]? {
        navigationController?.viewControllers.map(\.navigationItem)
    }

    /// The item of the top controller.
    open var topItem: UINavigationItem? { items?.last }

    /// The item of the controller under the top one (the back button leads to it).
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// The back button's title: the previous item's `backButtonTitle`, else its title, else
    /// "Back"; nil when there is nothing to go back to or the button is hidden.
    public var backButtonTitle: String? {
        guard let backItem, topItem?.hidesBackButton != true else { return nil }
        if let title = backItem.backButtonTitle { return title }
        if let title = backItem.title, !title.isEmpty { return title }
        return "Back"
    }
}
