/// Inserting and deleting rows. Apple, `insertRows(at:with:)`: "UITableView calls the relevant
/// delegate and data source methods immediately afterward to get the cells and other content
/// for visible cells"; the data source must already count the new rows, else UIKit stops the
/// app with NSInternalInconsistencyException; its reason as a recorded log prints it ("Invalid
/// update: invalid number of rows in section 0.  The number of rows contained in an existing
/// section after the update (1) must be equal to …", two spaces after the first full stop;
/// devhide.com/terminating-app-due-to-uncaught-exception-nsinternalinconsistencyexception-20633782). UIKitSim draws no row animation: the animation style
/// is accepted and has no effect on what a program observes.
extension UITableView {
    /// How a row comes and goes (recorded nowhere: no animation is drawn).
    public enum RowAnimation: Int, Sendable, CaseIterable {
        case fade, right, left, top, bottom, none, middle, automatic
    }

    /// Inserts rows at `indexPaths`: checks the data source's new counts, then asks for the
    /// rows on screen again.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        updateRows(inserted: indexPaths, deleted: [])
    }

    /// Deletes the rows at `indexPaths`: checks the data source's new counts, then asks for the
    /// rows on screen again.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        updateRows(inserted: [], deleted: indexPaths)
    }

    /// Reloads the rows at `indexPaths`. Apple, `reloadRows(at:with:)`: "Reloading a row causes
    /// the table view to ask its data source for a new cell for that row." UIKitSim asks for the
    /// rows on screen again; UIKit documents no count check for a reload, so none is made.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        guard isAppAlive, dataSource != nil else { return }
        reloadData()
    }

    private func updateRows(inserted: [IndexPath], deleted: [IndexPath]) {
        guard isAppAlive, let dataSource else { return }
        for section in Set((inserted + deleted).map(\.section)).sorted() {
            guard let before = knownRowCounts[section] else { continue }
            let after = dataSource.tableView(self, numberOfRowsInSection: section)
            guard isAppAlive else { return }
            let added = inserted.filter { $0.section == section }.count
            let removed = deleted.filter { $0.section == section }.count
            guard after == before + added - removed else {
                simulation?.raise(ExceptionName.internalInconsistency, "Invalid update: invalid number of rows in section \(section).  The number of rows contained in an existing section after the update (\(after)) must be equal to the number of rows contained in that section before the update (\(before)), plus or minus the number of rows inserted or deleted from that section (\(added) inserted, \(removed) deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
                return
            }
        }
        reloadData()
    }
}
