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

    // The user has left the compose screen for good: throw the draft away.
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        draft = ""
        print("Draft discarded")
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
