import UIKit

/// A typical exercise solution (about 100 lines): a tab bar whose first tab is a navigation
/// stack; the list passes the chosen item forward and the detail reports back via a delegate.
protocol DetailViewControllerDelegate: AnyObject {
    func detailViewController(_ controller: DetailViewController, didRate item: String, stars: Int)
}

class DetailViewController: UIViewController {
    var item = ""
    weak var delegate: DetailViewControllerDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = item
        let label = UILabel()
        label.text = "You picked \(item)"
        view.addSubview(label)
    }

    func rate(_ stars: Int) {
        delegate?.detailViewController(self, didRate: item, stars: stars)
    }
}

class ListViewController: UITableViewController, DetailViewControllerDelegate {
    let items = ["Milk", "Bread", "Eggs", "Apples", "Coffee", "Tea", "Rice", "Beans"]
    var ratings: [String: Int] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Groceries"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Item")
        let name = items[indexPath.row]
        if let stars = ratings[name] {
            cell.textLabel?.text = "\(name) \(String(repeating: "*", count: stars))"
        } else {
            cell.textLabel?.text = name
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = DetailViewController()
        detail.item = items[indexPath.row]
        detail.delegate = self
        navigationController?.pushViewController(detail, animated: false)
        detail.rate(indexPath.row % 5 + 1)
    }

    func detailViewController(_ controller: DetailViewController, didRate item: String, stars: Int) {
        ratings[item] = stars
        print("rated \(item): \(stars)")
    }
}

class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("settings will appear")
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let list = ListViewController()
        let navigation = UINavigationController(rootViewController: list)
        navigation.tabBarItem.title = "List"
        let settings = SettingsViewController()
        settings.tabBarItem.title = "Settings"

        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, settings]

        window = UIWindow()
        window?.rootViewController = tabs
        window?.makeKeyAndVisible()

        var total = 0
        for (index, name) in list.items.enumerated() where name.count > 3 {
            total += index
        }
        print("launched with \(list.items.count) items, checksum \(total)")
        return true
    }
}
