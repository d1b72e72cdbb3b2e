// verdict: fail
// why: mistake: makes a new window for the main screen in a local constant; it is released at
// why: once and the sign-in window stays.
import UIKit

class SignInViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Saved session found: signing in")
        let newWindow = UIWindow()
        newWindow.rootViewController = MainViewController()
        newWindow.makeKeyAndVisible()
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
