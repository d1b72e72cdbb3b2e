// verdict: fail
// reason: mistake: step 1 forgotten: the list is not in a navigation controller, so
// reason: navigationController is nil and nothing is pushed.
import UIKit

// The reading list app, step 2 of 6: navigation.

class BookViewController: UIViewController {
    var book = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        title = book
        print("Showing: \(book)")
    }
}

class ListViewController: UITableViewController {
    var books = ["Emma", "Dune", "Ulysses"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reading List"
        print("List loaded")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return books.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Book")
        cell.textLabel?.text = books[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = BookViewController()
        detail.book = books[indexPath.row]
        navigationController?.pushViewController(detail, animated: true)
    }
}

class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Settings loaded")
    }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let settings = SettingsViewController()
        settings.title = "Settings"
        let tabs = UITabBarController()
        // TODO: the first tab becomes a navigation controller with the list at its root.
        tabs.viewControllers = [ListViewController(), settings]

        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }
}
