extension UIStoryboard {
    /// A scene's table view: the controller is its data source and delegate when it can be
    /// (as Xcode connects a table view controller's table), and every prototype's reuse
    /// identifier is registered, as iOS registers storyboard prototypes, with a cell class
    /// whose selection fires the segues drawn from that prototype.
    func makeTableView(_ sceneView: SceneView, for controller: UIViewController) -> UITableView {
        let table = UITableView(frame: sceneView.frame ?? controller.defaultViewFrame, style: .plain)
        if let rowHeight = sceneView.rowHeight { table.rowHeight = rowHeight }
        table.dataSource = controller as? UITableViewDataSource
        table.delegate = controller as? UITableViewDelegate
        installStaticCells(of: sceneView, in: controller)
        for prototype in sceneView.subviews {
            guard case .tableViewCell(let reuseIdentifier?, _) = prototype.kind else { continue }
            guard prototype.customClass != nil || !prototype.outlets.isEmpty || !prototype.subviews.isEmpty
                    || prototype.accessoryType != nil || prototype.cellStyle != nil else {
                table.register(StoryboardPrototypeCell.self, forCellReuseIdentifier: reuseIdentifier)
                continue
            }
            table.register(cellMaker: { [weak self, weak controller] identifier in
                guard let self, let controller else { return StoryboardPrototypeCell(style: .default, reuseIdentifier: identifier) }
                return self.makePrototypeCell(prototype, reuseIdentifier: identifier, in: controller)
            }, forCellReuseIdentifier: reuseIdentifier)
        }
        return table
    }

    /// A cell from a prototype with content: its custom class when the resolver knows it (else
    /// a plain prototype cell), the prototype's views inside it, its outlets connected (a
    /// missing property raises as for a controller), and selection firing its segues.
    func makePrototypeCell(_ prototype: SceneView, reuseIdentifier: String, in controller: UIViewController) -> UITableViewCell {
        let custom = prototype.customClass.flatMap {
            catalogue?.classResolver?.makeCell(className: $0, reuseIdentifier: reuseIdentifier)
        }
        let style = prototype.cellStyle.flatMap(UITableViewCell.CellStyle.init(storyboardName:)) ?? .default
        let cell = custom ?? StoryboardPrototypeCell(style: style, reuseIdentifier: reuseIdentifier)
        if custom != nil {
            cell.selectionActions.append(StoryboardPrototypeCell.fireSegues)
            cell.accessoryActions.append(StoryboardPrototypeCell.fireAccessorySegues)
        }
        if let type = prototype.accessoryType.flatMap(UITableViewCell.AccessoryType.init(storyboardName:)) {
            cell.accessoryType = type
        }
        fillPrototypeCell(cell, from: prototype, in: controller)
        return cell
    }

    /// A collection view cell from a prototype: its custom class when the resolver knows it
    /// (else a plain cell), the prototype's views inside it, its outlets connected, and
    /// selection firing the segues drawn from the prototype.
    func makePrototypeCell(_ prototype: SceneView, reuseIdentifier: String,
                           in controller: UIViewController) -> UICollectionViewCell {
        let custom = prototype.customClass.flatMap {
            catalogue?.classResolver?.makeCollectionCell(className: $0, reuseIdentifier: reuseIdentifier)
        }
        let cell = custom ?? UICollectionViewCell(reuseIdentifier: reuseIdentifier)
        cell.selectionActions.append { cell in
            guard let controller = cell.owningSceneController else { return }
            storyboardPerformCellSegue(controller, reuseIdentifier: cell.reuseIdentifier, sender: cell)
        }
        fillPrototypeCell(cell, from: prototype, in: controller)
        return cell
    }

    /// A scene's collection view, made as `makeTableView` makes a table: the controller is
    /// its data source and delegate when it can be, and every prototype's reuse identifier is
    /// registered with the prototype's cell.
    func makeCollectionView(_ sceneView: SceneView, itemSize: CGSize?, for controller: UIViewController) -> UICollectionView {
        let collection = UICollectionView(frame: sceneView.frame ?? controller.defaultViewFrame)
        if let itemSize { collection.itemSize = itemSize }
        collection.dataSource = controller as? UICollectionViewDataSource
        collection.delegate = controller as? UICollectionViewDelegate
        for prototype in sceneView.subviews {
            guard case .collectionViewCell(let reuseIdentifier?) = prototype.kind else { continue }
            collection.register(cellMaker: { [weak self, weak controller] identifier in
                guard let self, let controller else { return UICollectionViewCell(reuseIdentifier: identifier) }
                return self.makePrototypeCell(prototype, reuseIdentifier: identifier, in: controller)
            }, forCellWithReuseIdentifier: reuseIdentifier)
        }
        return collection
    }

    /// Puts a prototype's views into a cell made from it, connects the prototype's outlets
    /// (a missing property raises as for a controller) and sends `awakeFromNib`.
    private func fillPrototypeCell(_ cell: UIView, from prototype: SceneView, in controller: UIViewController) {
        var built = BuiltSceneViews()
        for subview in prototype.subviews {
            cell.addSubview(makeView(subview, for: controller, built: &built))
        }
        for outlet in prototype.outlets {
            guard let destination = built.viewsByID[outlet.destinationID] else { continue }
            cell.connectOutlet(outlet.property, to: destination)
            guard isAlive else { break }
        }
        if isAlive { cell.awakeFromNib() }
    }
}

/// A cell made from a storyboard prototype. Selecting it fires the segues drawn from its
/// prototype, from the controller whose view holds the table (asking `shouldPerformSegue`).
final class StoryboardPrototypeCell: UITableViewCell {
    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionActions.append(Self.fireSegues)
        accessoryActions.append(Self.fireAccessorySegues)
    }

    /// What selecting a prototype's cell does: fire the prototype's segues from the
    /// controller whose view holds the table.
    static func fireSegues(_ cell: UITableViewCell) {
        guard let controller = cell.owningSceneController else { return }
        storyboardPerformCellSegue(controller, reuseIdentifier: cell.reuseIdentifier, sender: cell)
    }

    /// What tapping a prototype cell's accessory button does: fire the segues drawn from the
    /// prototype's accessory (`trigger="accessoryAction"`).
    static func fireAccessorySegues(_ cell: UITableViewCell) {
        guard let controller = cell.owningSceneController else { return }
        storyboardPerformCellSegue(controller, reuseIdentifier: cell.reuseIdentifier, accessory: true, sender: cell)
    }

    required init?(coder: NSCoder) { return nil }

    /// The class name the trace and descriptions use: UIKit's.
    override var simulatedClassName: String { "UITableViewCell" }
}

extension UIView {
    /// The controller owning the nearest view at or above this one.
    var owningSceneController: UIViewController? {
        var view: UIView? = self
        while let current = view {
            if let owner = current.owningController { return owner }
            view = current.superview
        }
        return nil
    }
}
