// verdict: pass
// why: route: replace the root through the script's window constant.
import UIKit

class SignInViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Saved session found: signing in")
        let main = MainViewController()
        window.rootViewController = main
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("Sign-in screen gone")
    }
}

class MainViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Main screen on screen")
    }
}

let window = UIWindow()
window.rootViewController = SignInViewController()
window.makeKeyAndVisible()
