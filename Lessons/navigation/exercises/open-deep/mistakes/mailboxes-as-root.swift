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
        navigation.setViewControllers([mailboxes, inbox, message], animated: false)

        let window = UIWindow()
        window.rootViewController = mailboxes
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
