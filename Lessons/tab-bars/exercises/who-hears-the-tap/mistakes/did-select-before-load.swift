import UIKit

class TodayViewController: UIViewController {
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        print("Today didMove")
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Today viewDidLoad")
    }
}

class InboxViewController: UIViewController {
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        print("Inbox didMove")
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Inbox viewDidLoad")
    }
}

class SettingsViewController: UIViewController {
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        print("Settings didMove")
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Settings viewDidLoad")
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate, UITabBarControllerDelegate {
    var window: UIWindow?

    func tabBarController(_ tabBarController: UITabBarController,
                          didSelect viewController: UIViewController) {
        print("didSelect \(viewController.title ?? "?")")
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let today = TodayViewController()
        today.title = "Today"
        let inbox = InboxViewController()
        inbox.title = "Inbox"
        let settings = SettingsViewController()
        settings.title = "Settings"

        let tabs = UITabBarController()
        tabs.delegate = self
        tabs.viewControllers = [today, inbox, settings]
        tabs.selectedIndex = 1          // opened from a notification about new mail
        print("launch done")

        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

// Your prediction: the lines this program prints, in order, one per line.
let prediction = """
Today didMove
Inbox didMove
Settings didMove
launch done
Inbox viewDidLoad
didSelect Settings
Settings viewDidLoad
didSelect Inbox
"""
