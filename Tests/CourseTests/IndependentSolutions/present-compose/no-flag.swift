// verdict: fail
// why: mistake: ignores the composeShown flag (the task: use it so it happens only once); the
// why: compose screen is presented again every time the inbox reappears.
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
        let compose = ComposeViewController()
        compose.modalPresentationStyle = .fullScreen
        present(compose, animated: true)
    }
}

let window = UIWindow()
window.rootViewController = InboxViewController()
window.makeKeyAndVisible()
