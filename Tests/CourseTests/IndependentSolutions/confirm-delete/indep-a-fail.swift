// verdict: fail
// reason: mistake: Delete gets the default style, not the destructive one the task asks for.
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
        let item = items[indexPath.row]
        let alert = UIAlertController(title: "Delete “\(item)”?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .default) { _ in
            self.items.remove(at: indexPath.row)
            self.tableView.reloadData()
        })
        present(alert, animated: true)
    }
}

let window = UIWindow()
window.rootViewController = UINavigationController(rootViewController: GroceriesViewController())
window.makeKeyAndVisible()
