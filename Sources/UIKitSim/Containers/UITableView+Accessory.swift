extension UITableViewCell {
    /// The standard accessory views (Apple's `UITableViewCell.AccessoryType`). Only
    /// `detailButton` and `detailDisclosureButton` are buttons the user can tap.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton

        /// The type a storyboard's `accessoryType` attribute names; nil for an unknown name.
        init?(storyboardName: String) {
            switch storyboardName {
            case "none": self = .none
            case "disclosureIndicator": self = .disclosureIndicator
            case "detailDisclosureButton": self = .detailDisclosureButton
            case "checkmark": self = .checkmark
            case "detailButton": self = .detailButton
            default: return nil
            }
        }

        /// Whether the accessory is a button (the info button).
        public var isButton: Bool { self == .detailButton || self == .detailDisclosureButton }
    }
}

extension UITableView {
    /// The user tapped the accessory button of a row: the delegate hears
    /// `tableView(_:accessoryButtonTappedForRowWith:)`, then the cell's accessory actions run;
    /// the row is not selected (Apple's `accessoryButtonTappedForRowWith` page: the delegate
    /// handles the tap; selection is a separate event).
    func userTappedAccessory(at indexPath: IndexPath) {
        guard isAppAlive else { return }
        delegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
        if let cell = cellForRow(at: indexPath) {
            for action in cell.accessoryActions where isAppAlive { action(cell) }
        }
    }
}

extension UITableViewController {
    /// A script subclass's `tableView(_:accessoryButtonTappedForRowWith:)`; nothing otherwise.
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        _ = overriddenBySubclass("tableView(_:accessoryButtonTappedForRowWith:)", tableView, indexPath)
    }
}

extension Simulation {
    /// Taps the accessory (detail) button of a row of the front-most table on screen, then
    /// turns the run loop until idle. Throws when no table is on screen, the row does not
    /// exist, or its cell shows no accessory button.
    public func tapAccessory(_ row: Int, section: Int = 0) throws {
        let (table, path) = try frontTableRow(row, section: section)
        guard table.cellForRow(at: path)?.accessoryType.isButton == true else {
            throw UserActionError(description: "row \(row) of the table on screen has no accessory button "
                + "(its accessoryType is not .detailButton or .detailDisclosureButton)")
        }
        userTurn { table.userTappedAccessory(at: path) }
    }
}
