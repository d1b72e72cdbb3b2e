// verdict: pass
// reason: route: showDetailViewController on the list; the scene delegate conforms to
// reason: UISplitViewControllerDelegate in an extension and answers with a switch.
import UIKit

// The reading list app, step 3 of 6: a split view on iPad.

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
        showDetailViewController(detail, sender: nil)
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
        let list = UINavigationController(rootViewController: ListViewController())
        let split = UISplitViewController()
        split.viewControllers = [list, BookViewController()]
        split.title = "Books"
        split.delegate = self
        tabs.viewControllers = [split, settings]

        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
    }
}

extension SceneDelegate: UISplitViewControllerDelegate {
    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        switch secondaryViewController {
        case let book as BookViewController:
            return book.book.isEmpty
        default:
            return false
        }
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }
}
