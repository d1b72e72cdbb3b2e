// verdict: fail
// why: mistake: gives the window its root but forgets makeKeyAndVisible(); the window stays
// why: hidden, so the welcome screen never appears.
import UIKit

class WelcomeViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Welcome is on screen")
    }
}

let window = UIWindow()
window.rootViewController = WelcomeViewController()
