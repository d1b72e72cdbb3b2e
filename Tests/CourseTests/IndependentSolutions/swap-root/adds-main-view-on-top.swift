// verdict: fail
// why: mistake: adds the main controller's view on top of the sign-in view; the sign-in
// why: controller stays the root and the main one is not in the hierarchy.
import UIKit

class SignInViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Saved session found: signing in")
        let main = MainViewController()
        main.view.frame = view.bounds
        view.addSubview(main.view)
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
