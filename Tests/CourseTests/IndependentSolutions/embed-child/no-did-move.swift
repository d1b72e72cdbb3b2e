// verdict: fail
// why: mistake: forgets didMove(toParent:), so the move is never completed.
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
        view.addSubview(playerBar.view)
    }
}

let window = UIWindow()
window.rootViewController = ShellViewController()
window.makeKeyAndVisible()
