// verdict: pass
// why: route: ComposeViewController overrides the modalPresentationStyle getter to .fullScreen,
// why: so it is full screen wherever it is presented from.
import UIKit

class ComposeViewController: UIViewController {
    override var modalPresentationStyle: UIModalPresentationStyle {
        get { .fullScreen }
        set { }
    }

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
        if composeShown { return }
        composeShown = true
        present(ComposeViewController(), animated: false)
    }
}

let window = UIWindow()
window.rootViewController = InboxViewController()
window.makeKeyAndVisible()
