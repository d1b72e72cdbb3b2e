// verdict: fail
// reason: mistake: the split view is built, but a row still pushes onto the list's stack, so on
// reason: an iPad the book goes into the left column and the right one stays empty.
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
        // TODO: on an iPad the book goes to the split view's second column; on an iPhone it is
        // pushed, as before. One call does the right thing on both.
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

class SceneDelegate: UIResponder, UIWindowSceneDelegate, UISplitViewControllerDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let settings = SettingsViewController()
        settings.title = "Settings"
        let tabs = UITabBarController()
        let list = UINavigationController(rootViewController: ListViewController())
        let split = UISplitViewController()
        split.tabBarItem.title = "Books"
        split.delegate = self
        split.viewControllers = [list, BookViewController()]
        tabs.viewControllers = [split, settings]

        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
    }

    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        return (secondaryViewController as? BookViewController)?.book.isEmpty ?? false
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }
}
