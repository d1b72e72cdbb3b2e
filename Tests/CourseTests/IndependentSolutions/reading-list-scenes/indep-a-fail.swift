// verdict: fail
// reason: mistake: the window is made with UIWindow(frame:), as before iOS 13, so it belongs to
// reason: no scene and is never shown (the scene's screen stays black).
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
        let settings = SettingsViewController()
        settings.title = "Settings"
        let tabs = UITabBarController()
        tabs.viewControllers = [ListViewController(), settings]
        let window = UIWindow(frame: UIScreen.main.bounds)
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
