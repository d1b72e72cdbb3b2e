// verdict: pass
// why: route: transition(from:to:duration:options:animations:completion:) swaps the views; the
// why: old child is warned before and removed from the parent in the completion.
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
        guard let old = current else {
            addChild(next)
            next.view.frame = view.bounds
            view.addSubview(next.view)
            next.didMove(toParent: self)
            current = next
            return
        }
        print("leaving \(old.title ?? "")")
        old.willMove(toParent: nil)
        addChild(next)
        next.view.frame = view.bounds
        transition(from: old, to: next, duration: 0, options: [], animations: nil) { _ in
            old.removeFromParent()
            next.didMove(toParent: self)
        }
        current = next
    }

}

let window = UIWindow()
window.rootViewController = SwitcherViewController()
window.makeKeyAndVisible()
