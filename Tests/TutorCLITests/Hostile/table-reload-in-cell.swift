// expect: ok|limit|exception
import UIKit
class T: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.reloadData()
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}
let window = UIWindow()
window.rootViewController = T()
window.makeKeyAndVisible()
