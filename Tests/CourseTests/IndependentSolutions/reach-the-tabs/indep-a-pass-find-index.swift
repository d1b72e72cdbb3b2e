// verdict: pass
// reason: route: finds the Settings tab's index by its class with firstIndex(where:) and sets
// reason: selectedIndex on the tabBarController found by walking up.
import UIKit

class SettingsViewController: UIViewController {
    var address = "12 Baker Street"
}

class OrdersViewController: UITableViewController {
    let rows = ["Order 1041", "Order 1040", "Change delivery address"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orders"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Row")
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.row == 2 {
            // A shortcut: the address lives in the Settings tab, so switch to that tab.
            guard let tabs = tabBarController,
                  let index = tabs.viewControllers?.firstIndex(where: { $0 is SettingsViewController }) else { return }
            tabs.selectedIndex = index
        }
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let settings = SettingsViewController()
        settings.title = "Settings"
        let orders = UINavigationController(rootViewController: OrdersViewController())
        orders.title = "Orders"

        let tabs = UITabBarController()
        tabs.viewControllers = [orders, settings]

        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
