// Mistake: the detail hides the tab bar while it is on top; the task wants the bar on screen the whole time.
import UIKit

class DetailViewController: UIViewController {
    override var hidesBottomBarWhenPushed: Bool {
        get { true }
        set {}
    }
}

class SettingsViewController: UIViewController {
}

class CityListViewController: UITableViewController {
    let cities = ["London", "Tokyo", "Lima"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return cities.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "City")
        cell.textLabel?.text = cities[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = DetailViewController()
        detail.title = cities[indexPath.row]
        show(detail, sender: self)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let cities = UINavigationController(rootViewController: CityListViewController())
        cities.title = "Cities"
        let settings = UINavigationController(rootViewController: SettingsViewController())
        settings.title = "Settings"

        let tabs = UITabBarController()
        tabs.viewControllers = [cities, settings]

        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
