// verdict: fail
// why: mistake: presents from viewDidLoad, before the inbox's view is in a window; UIKit
// why: refuses ("view is not in the window hierarchy") and nothing is presented.
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
        if !composeShown {
            composeShown = true
            let compose = ComposeViewController()
            compose.modalPresentationStyle = .fullScreen
            present(compose, animated: false)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)

    }
}

let window = UIWindow()
window.rootViewController = InboxViewController()
window.makeKeyAndVisible()
