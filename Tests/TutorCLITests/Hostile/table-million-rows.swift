// expect: ok|limit
import UIKit
class T: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1_000_000 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let c = UITableViewCell(style: .default, reuseIdentifier: nil)
        c.textLabel?.text = "\(indexPath.row)"
        return c
    }
}
let window = UIWindow()
window.rootViewController = T()
window.makeKeyAndVisible()
print("shown")
