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
        // TODO: make playerBar a child of this controller, in three steps:
        // TODO: 1. tell the controller hierarchy about the new child
        // TODO: 2. put its view inside this view and give it a frame
        // TODO: 3. tell the child that the move is complete
    }
}

let window = UIWindow()
window.rootViewController = ShellViewController()
window.makeKeyAndVisible()
