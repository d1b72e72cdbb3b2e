/// The search bar of a search controller: what the program set in it (no keyboard is simulated).
open class UISearchBar: UIView {
    /// The search text (Apple, `UISearchBar.text`: "The default value is nil").
    open var text: String?
    /// The placeholder shown when the field is empty (Apple: nil by default).
    open var placeholder: String?
}

/// A search controller as a record: the properties a program sets and reads back, with Apple's
/// documented defaults. Search is never activated (no simulated action types in a search bar).
open class UISearchController: UIViewController {
    /// The controller that shows the results, if any.
    public let searchResultsController: UIViewController?
    /// The object told when the search text changes; held weakly, as UIKit does.
    open weak var searchResultsUpdater: AnyObject?
    /// The search bar (one per controller, made with it).
    public let searchBar = UISearchBar()
    /// Whether search is active; false, as nothing activates it in UIKitSim.
    open var isActive = false
    /// Apple, `obscuresBackgroundDuringPresentation`: "The default value of this property is true."
    open var obscuresBackgroundDuringPresentation = true
    /// Apple, `hidesNavigationBarDuringPresentation`: "The default value of this property is true."
    open var hidesNavigationBarDuringPresentation = true

    /// Makes a search controller showing results in `searchResultsController` (nil: in the
    /// searched content itself).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    /// Archives are not supported (as for every controller in UIKitSim).
    public required init?(coder: NSCoder) {
        return nil
    }
}
