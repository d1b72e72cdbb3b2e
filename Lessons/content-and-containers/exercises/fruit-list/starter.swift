import UIKit

class FruitListViewController: UITableViewController {
    let fruits = ["Apple", "Pear", "Plum"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return fruits.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Fruit")
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }

    // TODO: when a row is selected, print "Selected: " followed by its fruit.
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // TODO: show the list inside a navigation controller, titled "Fruit".
        let window = UIWindow()
        window.rootViewController = FruitListViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
