// verdict: fail
// why: mistake: lists the stack top first; viewControllers runs bottom to top, so the
// why: mailboxes end up on screen.
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
        let inbox = InboxViewController()
        inbox.title = "Inbox"
        let message = MessageViewController()
        message.title = "Quarterly report"
        let navigation = UINavigationController()
        navigation.setViewControllers([message, inbox, mailboxes], animated: false)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
