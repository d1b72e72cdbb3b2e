// verdict: pass
// why: route: modalPresentationStyle = .fullScreen on the compose controller, guarded by the flag.
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
        if !composeShown {
            composeShown = true
            let compose = ComposeViewController()
            compose.modalPresentationStyle = .fullScreen
            present(compose, animated: true)
        }
    }
}

let window = UIWindow()
window.rootViewController = InboxViewController()
window.makeKeyAndVisible()
