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
        playerBar.view.frame = CGRect(x: 0, y: 0, width: 393, height: 60)
        view.addSubview(playerBar.view)
        playerBar.didMove(toParent: self)
    }
}

let window = UIWindow()
window.rootViewController = ShellViewController()
window.makeKeyAndVisible()
