/// A controller whose view is a table, and which is its table's data source and delegate.
/// Subclasses override the data source methods.
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The table's style.
    public let style: UITableView.Style

    /// Makes a table view controller.
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The table: the controller's view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Takes the table from the storyboard scene (with its prototype cells) when a storyboard
    /// made this controller; otherwise makes a table the size of the screen, with this
    /// controller as data source and delegate.
    open override func loadView() {
        if overriddenBySubclass("loadView()") { return }
        if let make = storyboardMakeView {
            view = make()
            return
        }
        let table = UITableView(frame: defaultViewFrame, style: style)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    // Each asks an interpreted subclass first (`SubclassBehaviour`).

    /// The cells of a storyboard table with static content, which this controller serves.
    var staticCells: StaticTableCells?

    /// Sections in the table; 1, or the static table's sections.
    open func numberOfSections(in tableView: UITableView) -> Int {
        subclassOverride("numberOfSections(in:)", tableView).map { $0.value as? Int ?? 0 } ?? staticCells?.sectionSizes.count ?? 1
    }
    /// Rows in a section; none unless overridden, or the static table's cells.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        if let answer = subclassOverride("tableView(_:numberOfRowsInSection:)", tableView, section) { return answer.value as? Int ?? 0 }
        guard let sizes = staticCells?.sectionSizes, sizes.indices.contains(section) else { return 0 }
        return sizes[section]
    }
    /// The cell for a row; an empty cell unless overridden, or the static table's cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        // After a failed override (a script error) the answer is no cell; the run ends then.
        if let answer = subclassOverride("tableView(_:cellForRowAt:)", tableView, indexPath) {
            return answer.value as? UITableViewCell ?? UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return staticCells?.cell(at: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    /// The user selected a row; nothing unless overridden.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        _ = overriddenBySubclass("tableView(_:didSelectRowAt:)", tableView, indexPath)
    }

    /// Whether the table's selection is cleared each time the controller is about to appear
    /// (true by default, as in UIKit).
    open var clearsSelectionOnViewWillAppear = true

    /// Clears the table's selection when `clearsSelectionOnViewWillAppear` is true; a
    /// subclass's override reaches this through `super.viewWillAppear(_:)`.
    open override func viewWillAppear(_ animated: Bool) {
        if overriddenBySubclass("viewWillAppear(_:)", animated) { return }
        guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? UITableView,
              let selected = table.indexPathForSelectedRow else { return }
        table.deselectRow(at: selected, animated: animated)
    }

    override func layoutContent() {
        tableView?.reloadDataIfEmpty()
    }
}

extension UITableView {
    func reloadDataIfEmpty() {
        if visibleCells.isEmpty { reloadData() }
    }
}
