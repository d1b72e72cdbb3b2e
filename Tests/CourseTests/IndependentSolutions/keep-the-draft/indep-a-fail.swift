// verdict: fail
// reason: mistake: only isMovingFromParent is added; it is true during the abandoned swipe too,
// reason: so the draft is still lost.
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

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if isMovingFromParent {
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
