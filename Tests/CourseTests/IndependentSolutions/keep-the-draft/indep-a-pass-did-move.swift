// verdict: pass
// reason: route: didMove(toParent: nil), which the navigation controller sends only when a pop
// reason: has finished (not for an abandoned swipe).
import UIKit

class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
    }
}

class ComposeViewController: UIViewController {
    var draft = "Hi Anna, about Friday's lunch:"

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Message"
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if parent == nil {
            draft = ""
            print("Draft discarded")
        }
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigation = UINavigationController(rootViewController: InboxViewController())
        navigation.pushViewController(ComposeViewController(), animated: false)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
