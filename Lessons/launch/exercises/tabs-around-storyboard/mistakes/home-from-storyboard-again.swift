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
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        guard let home = storyboard.instantiateInitialViewController() else { return true }
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: home),
                                UINavigationController(rootViewController: SettingsViewController())]
        window?.rootViewController = tabs
        return true
    }
}
