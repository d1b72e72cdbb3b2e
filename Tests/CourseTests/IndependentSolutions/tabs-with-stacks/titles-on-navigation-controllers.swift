// verdict: pass
// why: route: titles set on the navigation controllers and their roots; setViewControllers.
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
        let cities = UINavigationController(rootViewController: cityList)
        cities.title = "Cities"
        let settingsScreen = SettingsViewController()
        settingsScreen.title = "Settings"
        let settings = UINavigationController(rootViewController: settingsScreen)
        settings.title = "Settings"
        let tabs = UITabBarController()
        tabs.setViewControllers([cities, settings], animated: false)
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
