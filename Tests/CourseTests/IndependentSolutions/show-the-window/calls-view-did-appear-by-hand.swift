// verdict: fail
// why: mistake: calls viewDidAppear(_:) by hand instead of showing the window; the line is
// why: printed but nothing is on screen.
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
welcome.viewDidAppear(false)
