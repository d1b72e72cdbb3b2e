// verdict: fail
// why: mistake: adds the controller's view to the window as a plain subview instead of making
// why: the controller the root; the controller is outside the hierarchy and gets no
// why: appearance callbacks, and the window has no root view controller.
import UIKit

class WelcomeViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Welcome is on screen")
    }
}

let window = UIWindow()
let welcome = WelcomeViewController()
window.addSubview(welcome.view)
window.makeKeyAndVisible()
