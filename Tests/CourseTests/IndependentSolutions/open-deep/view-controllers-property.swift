// verdict: pass
// why: route: an empty navigation controller given its whole stack through viewControllers;
// why: titles set by a small factory function.
import UIKit

class MailboxesViewController: UIViewController {
}

class InboxViewController: UIViewController {
}

class MessageViewController: UIViewController {
}

func titled<T: UIViewController>(_ controller: T, _ title: String) -> T {
    controller.title = title
    return controller
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigation = UINavigationController()
        navigation.viewControllers = [titled(MailboxesViewController(), "Mailboxes"),
                                      titled(InboxViewController(), "Inbox"),
                                      titled(MessageViewController(), "Quarterly report")]
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
