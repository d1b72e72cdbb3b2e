// verdict: fail
// reason: marks the inbox seen in viewDidLoad: right at launch, but the view loads once, so after
// reason: Today's new message and the tap back on Inbox the badge stays.
import UIKit

class TodayViewController: UIViewController {
    // While the user reads Today, a new message arrives for the inbox.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let inbox = tabBarController?.viewControllers?[1] as? InboxViewController {
            inbox.receive()
        }
    }
}

class InboxViewController: UIViewController {
    var unread = 3

    override func viewDidLoad() {
        super.viewDidLoad()
        markAllSeen()
    }

    func receive() {
        unread += 1
        tabBarItem.badgeValue = "\(unread)"
    }

    // The user has looked at the inbox: nothing is unread any more.
    func markAllSeen() {
        unread = 0
        tabBarItem.badgeValue = nil
        print("Inbox seen")
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate, UITabBarControllerDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let today = TodayViewController()
        today.title = "Today"
        let inbox = InboxViewController()
        inbox.title = "Inbox"
        inbox.tabBarItem.badgeValue = "3"

        let tabs = UITabBarController()
        tabs.delegate = self
        tabs.viewControllers = [today, inbox]
        tabs.selectedIndex = 1          // opened from a notification about new mail

        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
