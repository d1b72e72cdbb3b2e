// expect: limit
import UIKit
class T: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        while true {}
    }
}
let window = UIWindow()
window.rootViewController = T()
window.makeKeyAndVisible()
