// expect: exception
import UIKit
class T: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Int.min }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}
let window = UIWindow()
window.rootViewController = T()
window.makeKeyAndVisible()
