// verdict: fail
// why: mistake: keeps the print in viewDidLoad and calls viewDidLoad() by hand from
// why: viewWillAppear to "refresh"; it also resets the title and runs setup twice.
import UIKit

var unread = 3

class InboxViewController: UIViewController {
    var openedMessage = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        print("Inbox shows \(unread) unread")
    }

    var appearedOnce = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if appearedOnce { viewDidLoad() }
        appearedOnce = true
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if !openedMessage {
            openedMessage = true
            navigationController?.pushViewController(MessageViewController(), animated: false)
        }
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
