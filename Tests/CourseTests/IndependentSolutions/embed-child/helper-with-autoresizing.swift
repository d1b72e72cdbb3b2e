// verdict: pass
// why: route: a generic embed(_:) helper; frame set after addSubview, autoresizing mask so it
// why: follows the shell's size.
import UIKit

class PlayerBarViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Now playing"
    }
}

class ShellViewController: UIViewController {
    let playerBar = PlayerBarViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        embed(playerBar)
    }

    func embed(_ child: UIViewController) {
        addChild(child)
        view.addSubview(child.view)
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        child.didMove(toParent: self)
    }
}

let window = UIWindow()
window.rootViewController = ShellViewController()
window.makeKeyAndVisible()
