// verdict: pass
// why: route: replace the root of the window this view is in (view.window).
import UIKit

class SignInViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Saved session found: signing in")
        view.window?.rootViewController = MainViewController()
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
