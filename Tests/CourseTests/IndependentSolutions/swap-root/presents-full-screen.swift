// verdict: fail
// why: mistake: presents the main screen full screen; the sign-in screen stays underneath as
// why: the window's root (hidden, not gone).
import UIKit

class SignInViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Saved session found: signing in")
        let main = MainViewController()
        main.modalPresentationStyle = .fullScreen
        present(main, animated: false)
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
