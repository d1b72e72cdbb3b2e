// verdict: pass
// reason: route: guard-let on the window and the storyboard's root cast to HomeViewController;
// reason: the tabs are set with setViewControllers(_:animated:).
import UIKit

class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("\(title ?? "untitled") viewDidLoad")
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
        guard let window = window, let home = window.rootViewController as? HomeViewController else {
            return true
        }
        let tabs = UITabBarController()
        tabs.setViewControllers([UINavigationController(rootViewController: home),
                                 UINavigationController(rootViewController: SettingsViewController())],
                                animated: false)
        window.rootViewController = tabs
        return true
    }
}
