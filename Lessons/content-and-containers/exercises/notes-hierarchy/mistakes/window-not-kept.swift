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
        let notes = UINavigationController(rootViewController: NotesViewController())
        let tabs = UITabBarController()
        tabs.viewControllers = [notes, SettingsViewController()]

        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        return true
    }
}
