// verdict: pass
// reason: route: the window is kept in `window` before it is shown; the tabs are set with
// reason: setViewControllers(_:animated:); the window's root is assigned last.
import UIKit

// The reading list app, step 1 of 6: scenes.
// Info.plist declares one window scene whose delegate is SceneDelegate, so the app delegate
// gets no window: the scene delegate makes it.

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
        window = UIWindow(windowScene: windowScene)
        let settings = SettingsViewController()
        settings.title = "Settings"
        let tabs = UITabBarController()
        tabs.setViewControllers([ListViewController(), settings], animated: false)
        window?.rootViewController = tabs
        window?.makeKeyAndVisible()
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }
}
