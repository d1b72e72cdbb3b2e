// verdict: pass
// why: route: a refresh() helper called from viewWillAppear(_:), super called last.
import UIKit

var unread = 3

class InboxViewController: UIViewController {
    var openedMessage = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"

    }

    func refresh() {
        let count = unread
        print("Inbox shows \(count) unread")
    }

    override func viewWillAppear(_ animated: Bool) {
        refresh()
        super.viewWillAppear(animated)
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
