// Mistake: the stack is built push by push; the task asks for it in one step.
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
        let navigation = UINavigationController(rootViewController: mailboxes)
        navigation.pushViewController(inbox, animated: false)
        navigation.pushViewController(message, animated: false)

        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
