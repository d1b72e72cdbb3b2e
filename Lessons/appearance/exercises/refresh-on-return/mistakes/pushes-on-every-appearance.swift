import UIKit

var unread = 3

class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Inbox shows \(unread) unread")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.pushViewController(MessageViewController(), animated: false)
    }
}

class MessageViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        unread -= 1
        print("Message read")
    }
}

let window = UIWindow()
window.rootViewController = UINavigationController(rootViewController: InboxViewController())
window.makeKeyAndVisible()
