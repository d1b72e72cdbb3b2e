// verdict: pass
// why: route: UINavigationController(rootViewController:) around the inbox, window kept in
// why: the property and shown.
import UIKit

class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: InboxViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
