// verdict: pass
// why: route: Apple's order: willMove(toParent: nil), removeFromSuperview, removeFromParent.
import UIKit

class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
    }
}

class ArchiveViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Archive"
    }
}

class SwitcherViewController: UIViewController {
    var current: UIViewController?
    var switched = false

    override func viewDidLoad() {
        super.viewDidLoad()
        switchTo(InboxViewController())
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Stands in for the user choosing "Archive".
        if switched { return }
        switched = true
        switchTo(ArchiveViewController())
    }

    func switchTo(_ next: UIViewController) {
        if let old = current {
            print("leaving \(old.title ?? "")")
            old.willMove(toParent: nil)
            old.view.removeFromSuperview()
            old.removeFromParent()
        }
        addChild(next)
        next.view.frame = view.bounds
        view.addSubview(next.view)
        next.didMove(toParent: self)
        current = next
    }

}

let window = UIWindow()
window.rootViewController = SwitcherViewController()
window.makeKeyAndVisible()
