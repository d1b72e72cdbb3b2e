import UIKit

class MailboxesViewController: UIViewController {
}

class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
    }
}

class MessageViewController: UIViewController {
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let mailboxes = MailboxesViewController()
        mailboxes.title = "Mailboxes"
        let message = MessageViewController()
        message.title = "Quarterly report"
        let navigation = UINavigationController()
        navigation.setViewControllers([mailboxes, InboxViewController(), message], animated: false)

        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
