// verdict: pass
// why: route: addChild, frame + addSubview, didMove(toParent:).
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
        playerBar.didMove(toParent: self)
    }
}

let window = UIWindow()
window.rootViewController = ShellViewController()
window.makeKeyAndVisible()
