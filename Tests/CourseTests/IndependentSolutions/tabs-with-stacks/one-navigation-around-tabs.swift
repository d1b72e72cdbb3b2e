// verdict: fail
// why: mistake: one navigation controller around the whole tab bar controller; the detail is
// why: pushed over the tab bar, and no tab has a stack of its own.
import UIKit

class DetailViewController: UIViewController {
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
        let cityList = CityListViewController()
        cityList.title = "Cities"
        let settings = SettingsViewController()
        settings.title = "Settings"
        let tabs = UITabBarController()
        tabs.viewControllers = [cityList, settings]
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: tabs)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
