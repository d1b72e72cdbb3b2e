// verdict: pass
// why: route: the compose screen inside a navigation controller (for its bar), the navigation
// why: controller presented full screen, as Mail does.
import UIKit

class ComposeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Message"
    }
}

class InboxViewController: UIViewController {
    var composeShown = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"

    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !composeShown else { return }
        composeShown = true
        let navigation = UINavigationController(rootViewController: ComposeViewController())
        navigation.modalPresentationStyle = .fullScreen
        present(navigation, animated: true, completion: nil)
    }
}

let window = UIWindow()
window.rootViewController = InboxViewController()
window.makeKeyAndVisible()
