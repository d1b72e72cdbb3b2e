// verdict: fail
// why: mistake: only adds the player bar's view; the controller is not a child, so the
// why: hierarchy does not know it and it gets no appearance callbacks.
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
        playerBar.view.frame = view.bounds
        view.addSubview(playerBar.view)
    }
}

let window = UIWindow()
window.rootViewController = ShellViewController()
window.makeKeyAndVisible()
