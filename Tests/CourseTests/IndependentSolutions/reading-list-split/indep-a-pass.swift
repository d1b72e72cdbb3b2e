// verdict: pass
// reason: route: the split view's delegate is a separate object kept by the scene delegate;
// reason: the tab item is made with UITabBarItem(title:image:tag:); the row goes through
// reason: splitViewController?.showDetailViewController.
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
        splitViewController?.showDetailViewController(detail, sender: self)
    }
}

class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Settings loaded")
    }
}

class DropEmptyBook: NSObject, UISplitViewControllerDelegate {
    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        guard let book = secondaryViewController as? BookViewController else { return false }
        return book.book.isEmpty
    }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let splitRule = DropEmptyBook()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let settings = SettingsViewController()
        settings.title = "Settings"
        let tabs = UITabBarController()
        let list = UINavigationController(rootViewController: ListViewController())
        let split = UISplitViewController()
        split.viewControllers = [list, BookViewController()]
        split.delegate = splitRule
        split.tabBarItem = UITabBarItem(title: "Books", image: nil, tag: 0)
        tabs.viewControllers = [split, settings]

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
