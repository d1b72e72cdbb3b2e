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
        if composeShown { return }
        let compose = ComposeViewController()
        compose.modalPresentationStyle = .fullScreen
        present(compose, animated: true, completion: nil)
    }
}

let window = UIWindow()
window.rootViewController = InboxViewController()
window.makeKeyAndVisible()
