// verdict: pass
// reason: route: the alert is built by a helper; Delete is added before Cancel (UIKit places the
// reason: cancel button itself); the title uses \u{201C} escapes; Delete finds the item by value.
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
        let alert = UIAlertController(title: "Delete \u{201C}\(item)\u{201D}?", message: nil,
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
