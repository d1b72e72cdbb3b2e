// verdict: fail
// why: mistake: adds the child and completes the move, but never puts its view in the shell's view.
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
        addChild(playerBar)
        playerBar.view.frame = view.bounds
        playerBar.didMove(toParent: self)
    }
}

let window = UIWindow()
window.rootViewController = ShellViewController()
window.makeKeyAndVisible()
