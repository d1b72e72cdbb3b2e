extension IndexPath {
    /// An index path for a row in a section, as UIKit adds to Foundation.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The row (second index).
    public var row: Int { count > 1 ? self[1] : 0 }

    /// The section (first index).
    public var section: Int { count > 0 ? self[0] : 0 }

    /// An index path for an item in a section of a collection view, as UIKit adds to Foundation.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item (second index): a collection view's name for `row`.
    public var item: Int { row }
}

/// A list of rows from a data source. Cells are asked for when the table is first shown or
/// reloaded, for the rows that fit on screen.
open class UITableView: UIView {
    /// Table styles; all look the same in UIKitSim.
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }

    /// The table's style.
    public let style: Style
    /// Supplies the rows.
    open weak var dataSource: UITableViewDataSource?
    /// Hears row selections.
    open weak var delegate: UITableViewDelegate?
    /// The height of a row, in points.
    open var rowHeight: CGFloat = 44
    /// The line between rows; recorded, not drawn.
    open var separatorStyle: SeparatorStyle = .singleLine

    /// The line drawn between rows.
    public enum SeparatorStyle: Int, Sendable, CaseIterable {
        case none, singleLine, singleLineEtched
    }
    /// The cells on screen, top first.
    public var visibleCells: [UITableViewCell] { items.cells }
    /// The registered cells and the cells on screen (the mechanism shared with UICollectionView).
    private var items = ItemCells<UITableViewCell>()
    /// The row counts the data source gave for each section at the last reload (the counts an
    /// update of rows is checked against).
    var knownRowCounts: [Int: Int] = [:]

    /// Makes a table.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public override init(frame: CGRect) {
        style = .plain
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { return nil }

    /// Registers a cell class for a reuse identifier.
    open func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        let cellClass = cellClass ?? UITableViewCell.self
        items.register(identifier) { cellClass.init(style: .default, reuseIdentifier: $0) }
    }

    /// Registers how to make the cells of a class UIKitSim cannot name (an interpreted
    /// subclass): `makeCell` receives the reuse identifier and makes the cell as
    /// `init(style: .default, reuseIdentifier:)` would.
    public func register(cellMaker makeCell: @escaping (String) -> UITableViewCell, forCellReuseIdentifier identifier: String) {
        items.register(identifier, makeCell)
    }

    /// A cell for `indexPath`: a new cell of the registered class (UIKitSim does not reuse).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        items.make(identifier) ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A cell for the identifier, or nil if none is registered.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        items.make(identifier)
    }

    /// The number of sections, from the data source (1 by default).
    open var numberOfSections: Int {
        guard let dataSource else { return 0 }
        return dataSource.numberOfSections(in: self)
    }

    /// The number of rows in `section`, from the data source.
    open func numberOfRows(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    /// Asks the data source again for the rows on screen.
    open func reloadData() {
        knownRowCounts = [:]
        guard isAppAlive, let dataSource else {
            items.clear()
            return
        }
        let source = ItemCells<UITableViewCell>.Source(
            sections: { dataSource.numberOfSections(in: self) },
            items: { dataSource.tableView(self, numberOfRowsInSection: $0) },
            cell: { dataSource.tableView(self, cellForRowAt: $0) })
        let width = frame.width, height = rowHeight
        let loaded = ItemCells<UITableViewCell>.load(in: self, capacity: visibleRowCapacity, source: source) {
            CGRect(x: 0, y: CGFloat($0) * height, width: width, height: height)
        }
        if let loaded {
            knownRowCounts = loaded.counts
            items.show(loaded, in: self)
        }
    }

    /// The selected row, if any: set by a user's tap (before the delegate hears of it) or by
    /// `selectRow(at:animated:scrollPosition:)`, cleared by `deselectRow(at:animated:)`.
    public private(set) var indexPathForSelectedRow: IndexPath?

    /// Selects the row at `indexPath` without telling the delegate (as UIKit's method does);
    /// nil clears the selection.
    open func selectRow(at indexPath: IndexPath?, animated: Bool) {
        indexPathForSelectedRow = indexPath
    }

    /// Deselects the row at `indexPath` if it is the selected one, without telling the delegate.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
    }

    /// The index path of `cell`, or nil when it is not one of the cells on screen.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        items.indexPath(for: cell)
    }

    /// The cell shown for `indexPath`, if it is on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        items.cell(at: indexPath)
    }

    /// Whether the rows are sized by their cells' constraints: `rowHeight` is UIKit's
    /// `automaticDimension` (-1), which Auto Layout resolves and UIKitSim does not.
    public var hasAutomaticRowHeight: Bool { rowHeight == -1 }

    var hasFixedRowHeight: Bool { rowHeight > 0 && rowHeight.isFinite }

    /// The height used to count the rows on screen: `rowHeight`, or the standard 44 points when
    /// it is not a positive number (an automatic height's cells then have unknown frames,
    /// `isFrameKnown`).
    var layoutRowHeight: CGFloat { hasFixedRowHeight ? rowHeight : 44 }

    /// How many rows fit on screen: the table's height over the row height. Whatever a script
    /// set, the answer is a count the table can lay out: a height that is not a positive number
    /// (0, UIKit's `automaticDimension` of -1, infinity) counts as the standard 44 points, and
    /// the count stops at 1,000.
    var visibleRowCapacity: Int {
        let height = frame.height > 0 && frame.height.isFinite ? frame.height : 852
        let fitting = (height / layoutRowHeight).rounded(.up)
        return fitting < 1000 ? max(1, Int(fitting)) : 1000
    }

    open override func layoutSubviews() {
        if overriddenBySubclass("layoutSubviews()") { return }
        if visibleCells.isEmpty { reloadData() }
    }

    /// A user's tap on a row: the row becomes the selected one, then the delegate's
    /// `didSelectRowAt`, then the cell's own selection actions (segues attached to the cell).
    func userSelectedRow(at indexPath: IndexPath) {
        guard isAppAlive else { return }
        indexPathForSelectedRow = indexPath
        delegate?.tableView(self, didSelectRowAt: indexPath)
        if let cell = cellForRow(at: indexPath) {
            for action in cell.selectionActions where isAppAlive { action(cell) }
        }
    }
}

/// A row of a table.
open class UITableViewCell: UIView {
    /// Cell styles; all show a text label.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle

        /// The style a storyboard names (`IBUITableViewCellStyleValue1`).
        init?(storyboardName: String) {
            switch storyboardName {
            case "IBUITableViewCellStyleDefault": self = .default
            case "IBUITableViewCellStyleValue1": self = .value1
            case "IBUITableViewCellStyleValue2": self = .value2
            case "IBUITableViewCellStyleSubtitle": self = .subtitle
            default: return nil
            }
        }
    }

    /// The reuse identifier the cell was made with.
    public let reuseIdentifier: String?
    /// The cell's main label.
    public let textLabel: UILabel?
    /// The secondary label: made for the styles that show one (Apple, `detailTextLabel`:
    /// "UITableViewCell adds an appropriate label when you create the cell in a style that
    /// supports secondary labels. If the style doesn't support detail labels, nil is
    /// returned"), so nil for `.default`.
    public let detailTextLabel: UILabel?
    /// Run after the table's delegate when the user selects the cell (the storyboard reader
    /// attaches a cell's segue here).
    var selectionActions: [(UITableViewCell) -> Void] = []
    /// The view that holds the cell's content (Apple, `contentView`: "the default superview
    /// for content that the cell displays"), made when first read: it then takes the text
    /// labels and fills the cell, so tables whose cells nobody asks for it keep their
    /// hierarchy. Beside an accessory its width is the cell's less the accessory's, which
    /// UIKitSim does not know: its frame is then unknown (`isFrameKnown`).
    public var contentView: UIView {
        if let made = contentViewIfMade { return made }
        let made = UIView(frame: bounds)
        made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(made, at: 0)
        for label in [textLabel, detailTextLabel].compactMap({ $0 }) { made.addSubview(label) }
        contentViewIfMade = made
        return made
    }
    private(set) var contentViewIfMade: UIView?
    /// The standard view at the cell's trailing edge (UITableView+Accessory.swift).
    open var accessoryType: AccessoryType = .none
    /// Run after the table's delegate when the user taps the accessory button (a storyboard
    /// cell's `accessoryAction` segues).
    var accessoryActions: [(UITableViewCell) -> Void] = []

    /// Makes a cell.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        textLabel = UILabel()
        detailTextLabel = style == .default ? nil : UILabel()
        super.init(frame: .zero)
        if let textLabel { addSubview(textLabel) }
        if let detailTextLabel { addSubview(detailTextLabel) }
    }

    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) { return nil }
}

/// Supplies a table's rows.
public protocol UITableViewDataSource: AnyObject {
    /// How many sections (1 by default).
    func numberOfSections(in tableView: UITableView) -> Int
    /// How many rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// Hears a table's row selections.
public protocol UITableViewDelegate: AnyObject {
    /// The user selected a row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The user tapped a row's detail (accessory) button.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
}
