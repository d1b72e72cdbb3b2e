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
        let home = window?.rootViewController as? HomeViewController
        let homeStack = UINavigationController()
        homeStack.viewControllers = [home ?? UIViewController()]
        let settingsStack = UINavigationController()
        settingsStack.viewControllers = [SettingsViewController()]
        let tabs = UITabBarController()
        tabs.setViewControllers([homeStack, settingsStack], animated: false)
        window?.rootViewController = tabs
        return true
    }
}
