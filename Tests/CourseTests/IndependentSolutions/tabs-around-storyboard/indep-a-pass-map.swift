// verdict: pass
// reason: route: force-unwraps UIKit's window and root, wraps both screens with a map over
// reason: UINavigationController.init(rootViewController:).
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
        let home = window!.rootViewController!
        let tabs = UITabBarController()
        tabs.viewControllers = [home, SettingsViewController()].map(UINavigationController.init(rootViewController:))
        window!.rootViewController = tabs
        return true
    }
}
