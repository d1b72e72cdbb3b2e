// expect: ok|limit
import UIKit
class T: UITableViewController {
    override func numberOfSections(in tableView: UITableView) -> Int { Int.max }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}
let window = UIWindow()
window.rootViewController = T()
window.makeKeyAndVisible()
