/// A grid of items from a data source, laid out as a flow layout lays them out: rows of cells
/// of `itemSize`, left to right, top to bottom. Cells are asked for when the collection is
/// first shown or reloaded, for the items that fit on screen (the mechanism `UITableView`
/// uses, `ItemCells`).
open class UICollectionView: UIView {
    /// Supplies the items.
    open weak var dataSource: UICollectionViewDataSource?
    /// Hears item selections.
    open weak var delegate: UICollectionViewDelegate?
    /// The size of every item, from the storyboard's flow layout. Apple,
    /// `UICollectionViewFlowLayout.itemSize`: "The default size value is (50.0, 50.0)."
    var itemSize = CGSize(width: 50, height: 50)
    /// The registered cells and the cells on screen.
    private var items = ItemCells<UICollectionViewCell>()

    /// The cells on screen, in the order of their index paths.
    public var visibleCells: [UICollectionViewCell] { items.cells }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { return nil }

    /// Registers how to make the cells of a reuse identifier (a storyboard prototype, or a
    /// class UIKitSim cannot name: an interpreted subclass); each cell made gets the identifier.
    public func register(cellMaker makeCell: @escaping (String) -> UICollectionViewCell,
                         forCellWithReuseIdentifier identifier: String) {
        items.register(identifier) {
            let cell = makeCell($0)
            cell.reuseIdentifier = $0
            return cell
        }
    }

    /// Registers a cell class for a reuse identifier.
    open func register(_ cellClass: UICollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        let cellClass = cellClass ?? UICollectionViewCell.self
        items.register(identifier) { cellClass.init(reuseIdentifier: $0) }
    }

    /// A cell for `indexPath`: a new cell of what is registered for the identifier. Apple,
    /// `dequeueReusableCell(withReuseIdentifier:for:)`: "You must register a class or nib file
    /// using the register(_:forCellWithReuseIdentifier:) method before calling this method";
    /// UIKit raises NSInternalInconsistencyException ("could not dequeue a view of kind:
    /// UICollectionElementKindCell with identifier …") otherwise, and so does UIKitSim.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = items.make(identifier) { return cell }
        simulation?.raise(ExceptionName.internalInconsistency,
                          "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - "
                          + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        return UICollectionViewCell(reuseIdentifier: identifier)
    }

    /// The number of sections, from the data source (1 by default).
    open var numberOfSections: Int {
        guard let dataSource else { return 0 }
        return dataSource.numberOfSections(in: self)
    }

    /// The number of items in `section`, from the data source.
    open func numberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    /// Asks the data source again for the items on screen.
    open func reloadData() {
        guard isAppAlive, let dataSource else {
            items.clear()
            return
        }
        let source = ItemCells<UICollectionViewCell>.Source(
            sections: { dataSource.numberOfSections(in: self) },
            items: { dataSource.collectionView(self, numberOfItemsInSection: $0) },
            cell: { dataSource.collectionView(self, cellForItemAt: $0) })
        let size = usableItemSize
        let columns = self.columns
        let loaded = ItemCells<UICollectionViewCell>.load(in: self, capacity: visibleItemCapacity, source: source) { index in
            CGRect(x: CGFloat(index % columns) * size.width, y: CGFloat(index / columns) * size.height,
                   width: size.width, height: size.height)
        }
        if let loaded { items.show(loaded, in: self) }
    }

    /// The cell shown for `indexPath`, if it is on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        items.cell(at: indexPath)
    }

    /// The index path of `cell`, or nil when it is not one of the cells on screen.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        items.indexPath(for: cell)
    }

    /// The item size a layout can use: a size that is not a positive number counts as the
    /// default 50 by 50 points.
    private var usableItemSize: CGSize {
        func usable(_ length: CGFloat) -> CGFloat { length > 0 && length.isFinite ? length : 50 }
        return CGSize(width: usable(itemSize.width), height: usable(itemSize.height))
    }

    /// How many items fit side by side (at least one).
    private var columns: Int {
        let width = frame.width > 0 && frame.width.isFinite ? frame.width : 393
        return max(1, min(1000, Int(width / usableItemSize.width)))
    }

    /// How many items fit on screen: the rows that fit times the columns, at most 1,000.
    var visibleItemCapacity: Int {
        let height = frame.height > 0 && frame.height.isFinite ? frame.height : 852
        let rows = min(1000, max(1, Int((height / usableItemSize.height).rounded(.up))))
        return min(1000, rows * columns)
    }

    open override func layoutSubviews() {
        if overriddenBySubclass("layoutSubviews()") { return }
        if visibleCells.isEmpty { reloadData() }
    }

    /// A user's tap on an item: the delegate's `didSelectItemAt` (Apple,
    /// `collectionView(_:didSelectItemAt:)`: "Tells the delegate that the item at the specified
    /// index path was selected"), then the cell's own selection actions (segues attached to the
    /// storyboard prototype).
    func userSelectedItem(at indexPath: IndexPath) {
        guard isAppAlive else { return }
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        if let cell = cellForItem(at: indexPath) {
            for action in cell.selectionActions where isAppAlive { action(cell) }
        }
    }
}

/// An item of a collection view.
open class UICollectionViewCell: UIView {
    /// The reuse identifier the cell was made for (set by the collection view that made it).
    public internal(set) var reuseIdentifier: String?
    /// Run after the collection's delegate when the user selects the cell (the storyboard
    /// reader attaches a prototype's segues here).
    var selectionActions: [(UICollectionViewCell) -> Void] = []
    /// Apple, `backgroundView`: "The view that is displayed behind the cell's other content";
    /// it "is placed behind the content view and its frame is automatically adjusted so that it
    /// fills the bounds of the cell". Nil by default.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView {
                backgroundView.frame = bounds
                insertSubview(backgroundView, at: 0)
            }
        }
    }
    /// Apple, `selectedBackgroundView`: "The view that is displayed just above the background
    /// view when the cell is selected". Nil by default. UIKitSim keeps no selected state for
    /// collection cells, so the view is kept and never shown.
    open var selectedBackgroundView: UIView?

    /// Makes a cell for a reuse identifier (how a collection view makes registered cells).
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) { return nil }
}

/// Supplies a collection view's items.
public protocol UICollectionViewDataSource: AnyObject {
    /// How many sections (1 by default).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// How many items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

extension UICollectionViewDataSource {
    /// Apple, `numberOfSections(in:)`: "If you don't implement this method, the collection
    /// view uses a default value of 1."
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// Hears a collection view's item selections.
public protocol UICollectionViewDelegate: AnyObject {
    /// The user selected an item.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}
