// verdict: pass
// why: route: the two halves of makeKeyAndVisible() done separately, isHidden = false and
// why: makeKey() (Apple: makeKeyAndVisible "shows the window and makes it the key window").
import UIKit

class WelcomeViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Welcome is on screen")
    }
}

let window = UIWindow()
let welcome = WelcomeViewController()
window.rootViewController = welcome
window.isHidden = false
window.makeKey()
