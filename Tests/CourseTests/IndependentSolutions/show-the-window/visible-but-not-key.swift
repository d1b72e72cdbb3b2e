// verdict: fail
// why: mistake: shows the window with isHidden = false but never makes it key, which the
// why: task asks for ("show it", the starter: "make it the key window").
import UIKit

class WelcomeViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Welcome is on screen")
    }
}

let window = UIWindow()
window.rootViewController = WelcomeViewController()
window.isHidden = false
