/// The cells of a storyboard table with static content (`dataMode="static"`, Xcode's "Static
/// Cells"): a table view controller serves them without data source methods of its own, one
/// cell object per row, made once; selecting one fires the segues drawn from it.
final class StaticTableCells {
    /// How many cells each section holds.
    let sectionSizes: [Int]
    private let makers: [() -> UITableViewCell]
    private var made: [Int: UITableViewCell] = [:]

    init(sectionSizes: [Int], makers: [() -> UITableViewCell]) {
        self.sectionSizes = sectionSizes
        self.makers = makers
    }

    /// The cell at `indexPath`, made on first use; nil outside the table's sections.
    func cell(at indexPath: IndexPath) -> UITableViewCell? {
        guard sectionSizes.indices.contains(indexPath.section), indexPath.row >= 0,
              indexPath.row < sectionSizes[indexPath.section] else { return nil }
        let index = sectionSizes.prefix(indexPath.section).reduce(0, +) + indexPath.row
        if let cell = made[index] { return cell }
        let cell = makers[index]()
        made[index] = cell
        return cell
    }
}

extension UIStoryboard {
    /// Hands a static table's cells to its table view controller (other controllers keep
    /// their own data source, as UIKit only serves static cells from a table view controller).
    func installStaticCells(of sceneView: SceneView, in controller: UIViewController) {
        guard let sizes = sceneView.staticSectionSizes, let tableController = controller as? UITableViewController else { return }
        let statics = Array(sceneView.subviews.suffix(sizes.reduce(0, +)))
        let firstStatic = sceneView.subviews.count - statics.count
        let makers = statics.enumerated().map { offset, cellView in
            { [weak tableController] () -> UITableViewCell in
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                if case .tableViewCell(_, let text) = cellView.kind { cell.textLabel?.text = text }
                if let type = cellView.accessoryType.flatMap(UITableViewCell.AccessoryType.init(storyboardName:)) {
                    cell.accessoryType = type
                }
                cell.selectionActions.append { [weak tableController] cell in
                    guard let tableController else { return }
                    storyboardPerformCellSegue(tableController, reuseIdentifier: nil, staticIndex: firstStatic + offset, sender: cell)
                }
                cell.accessoryActions.append { [weak tableController] cell in
                    guard let tableController else { return }
                    storyboardPerformCellSegue(tableController, reuseIdentifier: nil, staticIndex: firstStatic + offset,
                                               accessory: true, sender: cell)
                }
                return cell
            }
        }
        tableController.staticCells = StaticTableCells(sectionSizes: sizes, makers: makers)
    }
}
