// verdict: fail
// why: mistake: uses .overFullScreen; it covers the screen, but the presenting view stays in
// why: the hierarchy (Apple: "the views beneath the presented content are not removed"), so the
// why: inbox gets no disappear callbacks.
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
            compose.modalPresentationStyle = .overFullScreen
            present(compose, animated: true)
        }
    }
}

let window = UIWindow()
window.rootViewController = InboxViewController()
window.makeKeyAndVisible()
