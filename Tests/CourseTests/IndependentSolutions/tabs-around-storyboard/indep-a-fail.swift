// verdict: fail
// reason: mistake: a second home screen is instantiated from the storyboard for the first tab.
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
        let home = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()!
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: home),
                                UINavigationController(rootViewController: SettingsViewController())]
        window?.rootViewController = tabs
        return true
    }
}
