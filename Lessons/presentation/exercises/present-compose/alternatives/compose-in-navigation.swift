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
        composeShown = true
        // Inside a navigation controller for its bar; the style is set on what is presented.
        let navigation = UINavigationController(rootViewController: ComposeViewController())
        navigation.modalPresentationStyle = .fullScreen
        present(navigation, animated: true, completion: nil)
    }
}

let window = UIWindow()
window.rootViewController = InboxViewController()
window.makeKeyAndVisible()
