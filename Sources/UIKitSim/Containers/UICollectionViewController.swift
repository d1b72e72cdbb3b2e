/// A controller whose view is a collection view, and which is its collection's data source and
/// delegate unless the storyboard names others (Apple, `UICollectionViewController`: "If a data
/// source or delegate is not specified, the collection view controller assigns itself to the
/// unspecified role"). Subclasses override the data source methods.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// Makes a collection view controller; UIKitSim keeps no layout object (every collection
    /// lays out as a flow layout with its item size).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The collection: the controller's view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// Takes the collection from the storyboard scene (with its prototype cells) when a
    /// storyboard made this controller; otherwise makes a collection the size of the screen,
    /// with this controller as data source and delegate.
    open override func loadView() {
        if overriddenBySubclass("loadView()") { return }
        if let make = storyboardMakeView {
            view = make()
            return
        }
        let collection = UICollectionView(frame: defaultViewFrame)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    // Each asks an interpreted subclass first (`SubclassBehaviour`).

    /// Sections in the collection: 1 unless overridden.
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        subclassOverride("numberOfSections(in:)", collectionView).map { $0.value as? Int ?? 0 } ?? 1
    }
    /// Items in a section: none unless overridden.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        subclassOverride("collectionView(_:numberOfItemsInSection:)", collectionView, section).map { $0.value as? Int ?? 0 } ?? 0
    }
    /// The cell for an item: an empty cell unless overridden.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        // After a failed override (a script error) the answer is no cell; the run ends then.
        let answer = subclassOverride("collectionView(_:cellForItemAt:)", collectionView, indexPath)
        return answer?.value as? UICollectionViewCell ?? UICollectionViewCell(reuseIdentifier: nil)
    }
    /// The user selected an item; nothing unless overridden.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        _ = overriddenBySubclass("collectionView(_:didSelectItemAt:)", collectionView, indexPath)
    }

    override func layoutContent() {
        if let collection = viewIfLoaded as? UICollectionView, collection.visibleCells.isEmpty {
            collection.reloadData()
        }
    }
}
