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
        let stack: [UIViewController] = [
            MailboxesViewController(), InboxViewController(), MessageViewController(),
        ]
        for (controller, title) in zip(stack, ["Mailboxes", "Inbox", "Quarterly report"]) {
            controller.title = title
        }
        let navigation = UINavigationController()
        navigation.viewControllers = stack

        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
