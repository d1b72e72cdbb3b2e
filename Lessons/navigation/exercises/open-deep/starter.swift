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
        // The user tapped a notification about the message "Quarterly report".
        // TODO: open the app with the stack Mailboxes > Inbox > Message, in one step,
        // with the titles "Mailboxes", "Inbox" and "Quarterly report".
        let navigation = UINavigationController(rootViewController: MailboxesViewController())

        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
