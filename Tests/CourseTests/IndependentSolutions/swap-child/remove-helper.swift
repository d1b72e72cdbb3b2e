// verdict: pass
// why: route: a removeChild(_:) helper doing the three steps, called with optional binding.
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
            removeChild(old)
        }
        addChild(next)
        next.view.frame = view.bounds
        view.addSubview(next.view)
        next.didMove(toParent: self)
        current = next
    }

    func removeChild(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }
}

let window = UIWindow()
window.rootViewController = SwitcherViewController()
window.makeKeyAndVisible()
