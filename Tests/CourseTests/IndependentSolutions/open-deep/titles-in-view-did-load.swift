// verdict: fail
// why: mistake: titles set in each class's viewDidLoad; only the top one loads, so the back
// why: button has no title to show for the inbox.
import UIKit

class MailboxesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mailboxes"
    }
}

class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
    }
}

class MessageViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Quarterly report"
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigation = UINavigationController()
        navigation.setViewControllers([MailboxesViewController(), InboxViewController(), MessageViewController()],
                                      animated: false)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
