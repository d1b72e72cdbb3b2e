// verdict: fail
// why: mistake: presents with the default style, a page sheet since iOS 13; the inbox stays
// why: in the hierarchy and gets no disappear callbacks.
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
            present(ComposeViewController(), animated: true)
        }
    }
}

let window = UIWindow()
window.rootViewController = InboxViewController()
window.makeKeyAndVisible()
