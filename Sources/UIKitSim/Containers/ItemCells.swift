/// The cells of a list of items from a data source, the one mechanism `UITableView` (rows) and
/// `UICollectionView` (items) share: how to make a cell for each reuse identifier, which cells
/// are on screen at which index paths, and the loading of the cells that fit. UIKitSim does not
/// reuse cells: each dequeue makes a new one.
struct ItemCells<Cell: UIView> {
    /// How to make a cell, by reuse identifier.
    private var makers: [String: (String) -> Cell] = [:]
    /// The cells on screen, in order.
    private(set) var cells: [Cell] = []
    /// The index path of each cell on screen.
    private(set) var paths: [IndexPath] = []

    /// Registers how to make the cells of `identifier` (replacing an earlier registration).
    mutating func register(_ identifier: String, _ make: @escaping (String) -> Cell) {
        makers[identifier] = make
    }

    /// A new cell for `identifier`, or nil when nothing is registered for it.
    func make(_ identifier: String) -> Cell? {
        makers[identifier].map { $0(identifier) }
    }

    /// The cell on screen at `indexPath`.
    func cell(at indexPath: IndexPath) -> Cell? {
        paths.firstIndex(of: indexPath).map { cells[$0] }
    }

    /// The index path of a cell on screen.
    func indexPath(for cell: Cell) -> IndexPath? {
        cells.firstIndex { $0 === cell }.map { paths[$0] }
    }

    /// Forgets the cells on screen (the list's app has ended or it has no data source).
    mutating func clear() {
        cells = []
        paths = []
    }

    /// What a list asks its data source while loading.
    struct Source {
        /// The number of sections.
        var sections: () -> Int
        /// The number of items in a section.
        var items: (Int) -> Int
        /// The cell for an index path.
        var cell: (IndexPath) -> Cell
    }

    /// What `load` got from the data source: the cells on screen, their index paths, and the
    /// number of items of each section it asked about (the counts a table checks row updates
    /// against).
    struct Loaded {
        var cells: [Cell] = []
        var paths: [IndexPath] = []
        var counts: [Int: Int] = [:]
    }

    /// Asks `source` for the cells that fit on screen (at most `capacity`, sections in order),
    /// placing the n-th at `frame(n)`: the cells and their index paths, for `show(_:in:)`; nil
    /// when the app ended meanwhile. Only the items on screen are asked for, so a count of
    /// Int.max costs no more than the capacity; the loops stop as soon as a callback ends the
    /// app (a crash or a limit in the script), and a negative count ends the app with an
    /// internal-inconsistency exception naming it.
    ///
    /// Static: the data source dequeues (and may register) cells of the same list while it is
    /// asked, so the list's `ItemCells` must not be in the middle of a change then.
    static func load(in list: UIView, capacity: Int, source: Source,
                     frame: (Int) -> CGRect) -> Loaded? {
        var loaded = Loaded()
        let names = Self.names(list)
        let sections = source.sections()
        guard list.isAppAlive, !list.refusesNegativeCount(sections, of: "sections", in: nil, list: names.list) else { return nil }
        var section = 0
        while section < sections, loaded.cells.count < capacity {
            let items = source.items(section)
            guard list.isAppAlive, !list.refusesNegativeCount(items, of: names.items, in: section, list: names.list) else { return nil }
            loaded.counts[section] = items
            var item = 0
            while item < items, loaded.cells.count < capacity {
                let path = IndexPath(indexes: [section, item])
                let cell = source.cell(path)
                guard list.isAppAlive else { return nil }
                cell.frame = frame(loaded.cells.count)
                loaded.cells.append(cell)
                loaded.paths.append(path)
                item += 1
            }
            section += 1
        }
        return loaded
    }

    /// Replaces the cells shown in `list` with `loaded` (from `load`).
    mutating func show(_ loaded: Loaded, in list: UIView) {
        for cell in cells { cell.removeFromSuperview() }
        cells = loaded.cells
        paths = loaded.paths
        for cell in cells { list.addSubview(cell) }
    }

    /// The list's class and what it calls its items, for messages: a table's rows, a
    /// collection's items.
    private static func names(_ list: UIView) -> (list: String, items: String) {
        list is UITableView ? ("UITableView", "rows") : ("UICollectionView", "items")
    }
}

extension UIView {
    /// Ends the app when a list's data source gave a negative count, and says whether it did.
    /// UIKit documents no message for this (the counts are `Int`s it never expects below zero);
    /// the simulator stops with an internal-inconsistency exception naming the count rather
    /// than trapping on an impossible range.
    func refusesNegativeCount(_ count: Int, of what: String, in section: Int?, list: String) -> Bool {
        guard count < 0 else { return false }
        let place = section.map { " in section \($0)" } ?? ""
        simulation?.raise(ExceptionName.internalInconsistency,
                          "\(list)'s data source returned a negative number of \(what) (\(count))\(place)")
        return true
    }
}
