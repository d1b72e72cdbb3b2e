// verdict: fail
// why: mistake: the compose screen dismisses itself as soon as it has appeared (left over from
// why: testing), so the inbox comes straight back.
import UIKit

class ComposeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Message"
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        dismiss(animated: false)
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
            present(compose, animated: false)
        }
    }
}

let window = UIWindow()
window.rootViewController = InboxViewController()
window.makeKeyAndVisible()
