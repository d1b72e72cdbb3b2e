import SwiftSubset
import UIKitSim

/// UICollectionViewController, UICollectionView and UICollectionViewCell, served as the table
/// view's classes are (UIKitHost+Tables.swift), and `IndexPath`'s item.
extension UIKitHost {
    /// The data source and delegate methods a script adopting the protocols implements.
    static let collectionCallbackNames = [
        "numberOfSections(in:)", "collectionView(_:numberOfItemsInSection:)", "collectionView(_:cellForItemAt:)",
        "collectionView(_:didSelectItemAt:)",
    ]

    func addCollectionViews() {
        addCollectionViewController()
        addCollectionView()
        addCollectionViewCell()
    }

    private func addCollectionViewController() {
        let bridge = bridge
        let host = self
        let hostClass = ui.collectionViewController
        hostClass.describe = { "\($0)" }
        hostClass.defineInit("init()") { _, _ throws(Interrupt) -> AnyObject in
            bridge.within { UICollectionViewController(nibName: nil, bundle: nil) }
        }
        hostClass.properties["collectionView"] = HostProperty(get: { object throws(Interrupt) -> Value in
            let collection = bridge.within { (object as? UICollectionViewController)?.collectionView }
            try bridge.surface()
            return host.value(collection)
        })
    }

    private func addCollectionView() {
        let bridge = bridge
        let host = self
        let collection = ui.collectionView
        collection.describe = { "\($0)" }
        collection.define("register(_:forCellWithReuseIdentifier:)") { object, args throws(Interrupt) -> Value in
            guard args.count == 2, let identifier = Self.text(args[1]) else {
                throw .fatal("Fatal error: register(_:forCellWithReuseIdentifier:) expects a cell class and an identifier")
            }
            if case .metatype(let cellClass) = args[0].unwrapped, cellClass.host == nil {
                (object as? UICollectionView)?.register(cellMaker: host.scriptCollectionCellMaker(cellClass.name),
                                                        forCellWithReuseIdentifier: identifier)
            } else {
                (object as? UICollectionView)?.register(UICollectionViewCell.self, forCellWithReuseIdentifier: identifier)
            }
            return .void
        }
        collection.define("dequeueReusableCell(withReuseIdentifier:for:)") { object, args throws(Interrupt) -> Value in
            guard args.count == 2, let identifier = Self.text(args[0]), let path = Self.native(args[1]) as? IndexPathBox else {
                throw .fatal("Fatal error: dequeueReusableCell(withReuseIdentifier:for:) expects an identifier and an IndexPath")
            }
            let cell = bridge.within {
                (object as? UICollectionView)?.dequeueReusableCell(withReuseIdentifier: identifier, for: path.indexPath)
            }
            try bridge.surface()  // an unregistered identifier or a prototype's outlet may have raised
            return host.value(cell)
        }
        collection.define("reloadData()") { object, _ throws(Interrupt) -> Value in
            try bridge.perform { (object as? UICollectionView)?.reloadData() }
            return .void
        }
        collection.define("numberOfItems(inSection:)") { object, args throws(Interrupt) -> Value in
            var items = 0
            try bridge.perform {
                items = (object as? UICollectionView)?.numberOfItems(inSection: args.first.flatMap(Self.integer) ?? 0) ?? 0
            }
            return .int(items)
        }
        collection.define("cellForItem(at:)") { object, args throws(Interrupt) -> Value in
            let path = args.first.flatMap { Self.native($0) as? IndexPathBox }
            let cell = path.flatMap { (object as? UICollectionView)?.cellForItem(at: $0.indexPath) }
            return .optional(host.value(cell).optionalPayload)
        }
        collection.define("indexPath(for:)") { object, args throws(Interrupt) -> Value in
            let cell = args.first.flatMap { Self.native($0) as? UICollectionViewCell }
            let found = cell.flatMap { (object as? UICollectionView)?.indexPath(for: $0) }
            return .optional(found.map { host.value(IndexPathBox($0)) })
        }
        collection.properties["numberOfSections"] = HostProperty(get: { object throws(Interrupt) -> Value in
            var sections = 0
            try bridge.perform { sections = (object as? UICollectionView)?.numberOfSections ?? 0 }
            return .int(sections)
        })
        collection.properties["dataSource"] = delegateProperty(UICollectionView.self, UICollectionViewDataSource.self,
                                                               get: { $0.dataSource }, set: { $0.dataSource = $1 })
        collection.properties["delegate"] = delegateProperty(UICollectionView.self, UICollectionViewDelegate.self,
                                                             get: { $0.delegate }, set: { $0.delegate = $1 })
        collection.properties["visibleCells"] = arrayProperty(UICollectionView.self) { $0.visibleCells }
    }

    /// Makes cells of the script subclass `className` of `UICollectionViewCell` for a
    /// collection that registered it, with the subclass's `init()`.
    func scriptCollectionCellMaker(_ className: String) -> (String) -> UICollectionViewCell {
        let types = types
        return { [weak bridge, weak types] identifier in
            guard let types else { return UICollectionViewCell(reuseIdentifier: identifier) }
            return bridge?.makeForUIKit(className, in: types, as: UICollectionViewCell.self)
                ?? UICollectionViewCell(reuseIdentifier: identifier)
        }
    }

    private func addCollectionViewCell() {
        let cell = ui.collectionViewCell
        cell.describe = { "\($0)" }
        cell.properties["reuseIdentifier"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .optional((object as? UICollectionViewCell)?.reuseIdentifier.map(Value.string))
        })
        cell.properties["backgroundView"] = settableObjectProperty(UICollectionViewCell.self, UIView.self,
            get: { $0.backgroundView }, set: { $0.backgroundView = $1 })
        cell.properties["selectedBackgroundView"] = settableObjectProperty(UICollectionViewCell.self, UIView.self,
            get: { $0.selectedBackgroundView }, set: { $0.selectedBackgroundView = $1 })
    }
}
