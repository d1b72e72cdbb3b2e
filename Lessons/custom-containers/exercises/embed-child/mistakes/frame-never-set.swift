// Mistake: a proper child, but its view is never given the shell's bounds as its frame.
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
        view.addSubview(playerBar.view)
        playerBar.didMove(toParent: self)
    }
}

let window = UIWindow()
window.rootViewController = ShellViewController()
window.makeKeyAndVisible()
