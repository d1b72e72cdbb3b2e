// verdict: pass
// reason: route: everything inline in didSelectRowAt; Cancel added first with an explicit
// reason: `handler: nil`; Delete's handler captures `unowned self` and removes by index path.
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
        let question = UIAlertController(title: "Delete “" + item + "”?", message: nil, preferredStyle: .alert)
        question.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        question.addAction(UIAlertAction(title: "Delete", style: .destructive, handler: { [unowned self] _ in
            self.items.remove(at: indexPath.row)
            self.tableView.reloadData()
        }))
        self.present(question, animated: true, completion: nil)
    }
}

let window = UIWindow()
window.rootViewController = UINavigationController(rootViewController: GroceriesViewController())
window.makeKeyAndVisible()
