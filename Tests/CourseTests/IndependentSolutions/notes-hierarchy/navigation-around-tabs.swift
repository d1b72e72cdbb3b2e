// verdict: fail
// why: mistake: puts the tab bar controller inside a navigation controller and makes that the root.
import UIKit

class NotesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
    }
}

class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: NotesViewController()),
                                SettingsViewController()]
        window.rootViewController = UINavigationController(rootViewController: tabs)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
