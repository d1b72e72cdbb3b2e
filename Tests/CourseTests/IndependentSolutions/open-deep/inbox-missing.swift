// verdict: fail
// why: mistake: leaves the inbox out, so Back goes straight to the mailboxes.
import UIKit

class MailboxesViewController: UIViewController {
}

class InboxViewController: UIViewController {
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
        let navigation = UINavigationController(rootViewController: mailboxes)
        navigation.setViewControllers([mailboxes, message], animated: false)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
