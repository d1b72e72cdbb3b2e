// verdict: fail
// reason: mistake: the alert is titled "Delete item?", without the tapped row's item that the
// reason: task asks for (written after the first check run, once the title proved unchecked).
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

    func confirmation(for item: String) -> UIAlertController {
        let alert = UIAlertController(title: "Delete item?", message: nil,
                                      preferredStyle: .alert)
        let delete = UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            guard let self = self, let index = self.items.firstIndex(of: item) else { return }
            self.items.remove(at: index)
            self.tableView.reloadData()
        }
        alert.addAction(delete)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        return alert
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        present(confirmation(for: items[indexPath.row]), animated: true, completion: nil)
    }
}

let window = UIWindow()
window.rootViewController = UINavigationController(rootViewController: GroceriesViewController())
window.makeKeyAndVisible()
