// verdict: pass
// reason: route: viewWillDisappear waits for the outcome through transitionCoordinator and
// reason: discards only when the pop was not cancelled (or at once when there is no coordinator).
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

    func discardDraft() {
        draft = ""
        print("Draft discarded")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        let leaving = isMovingFromParent
        guard leaving else { return }
        if let coordinator = transitionCoordinator {
            coordinator.animate(alongsideTransition: nil) { context in
                if !context.isCancelled {
                    self.discardDraft()
                }
            }
        } else {
            discardDraft()
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
