// verdict: pass
// why: route: set the root, then makeKeyAndVisible() (shows the window and makes it key).
import UIKit

class WelcomeViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Welcome is on screen")
    }
}

let window = UIWindow()
window.rootViewController = WelcomeViewController()
window.makeKeyAndVisible()
