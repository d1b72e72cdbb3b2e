extension UIStoryboard {
    /// A scene's table view: the controller is its data source and delegate when it can be
    /// (as Xcode connects a table view controller's table), and every prototype's reuse
    /// identifier is registered, as iOS registers storyboard prototypes, with a cell class
    /// whose selection fires the segues drawn from that prototype.
    func makeTableView(_ sceneView: SceneView, for controller: UIViewController) -> UITableView {
        let table = UITableView(frame: sceneView.frame ?? controller.defaultViewFrame, style: .plain)
        table.dataSource = controller as? UITableViewDataSource
        table.delegate = controller as? UITableViewDelegate
        for cell in sceneView.subviews {
            guard case .tableViewCell(let reuseIdentifier?, _) = cell.kind else { continue }
            table.register(StoryboardPrototypeCell.self, forCellReuseIdentifier: reuseIdentifier)
        }
        return table
    }
}

/// A cell made from a storyboard prototype. Selecting it fires the segues drawn from its
/// prototype, from the controller whose view holds the table (asking `shouldPerformSegue`).
final class StoryboardPrototypeCell: UITableViewCell {
    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionActions.append { cell in
            guard let controller = cell.owningSceneController else { return }
            storyboardPerformCellSegue(controller, reuseIdentifier: cell.reuseIdentifier, sender: cell)
        }
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
