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
        let childView: UIView = child.view
        childView.frame = view.bounds
        view.addSubview(childView)
        child.didMove(toParent: self)
    }
}

let window = UIWindow()
window.rootViewController = ShellViewController()
window.makeKeyAndVisible()
