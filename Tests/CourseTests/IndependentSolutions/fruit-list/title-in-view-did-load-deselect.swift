// verdict: pass
// why: route: the list titles itself in viewDidLoad and deselects the row after printing, as
// why: Apple's guidelines recommend.
import UIKit

class FruitListViewController: UITableViewController {
    let fruits = ["Apple", "Pear", "Plum"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return fruits.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Fruit")
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let fruit = fruits[indexPath.row]
        print("Selected: " + fruit)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: FruitListViewController())
        window?.makeKeyAndVisible()
        return true
    }
}
