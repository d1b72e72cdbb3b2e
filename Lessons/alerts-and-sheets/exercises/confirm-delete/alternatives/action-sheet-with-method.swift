import UIKit

class GroceriesViewController: UITableViewController {
    var items = ["Milk", "Eggs", "Bread"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Groceries"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Item")
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let sheet = UIAlertController(title: "Delete “\(items[indexPath.row])”?", message: nil,
                                      preferredStyle: .actionSheet)
        let delete = UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            self?.deleteItem(at: indexPath)
        }
        sheet.addAction(delete)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        if let popover = sheet.popoverPresentationController {
            popover.sourceView = tableView.cellForRow(at: indexPath)
        }
        present(sheet, animated: true, completion: nil)
    }

    func deleteItem(at indexPath: IndexPath) {
        items.remove(at: indexPath.row)
        tableView.reloadData()
    }
}

let window = UIWindow()
window.rootViewController = UINavigationController(rootViewController: GroceriesViewController())
window.makeKeyAndVisible()
