// verdict: fail
// reason: mistake: Delete removes the item from `items` but never reloads the table, so the row
// reason: stays on screen (the task: removes it and reloads the table).
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
