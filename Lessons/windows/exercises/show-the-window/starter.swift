import UIKit

class WelcomeViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Welcome is on screen")
    }
}

let window = UIWindow()
// TODO: give the window a WelcomeViewController as its root view controller.
// TODO: show the window and make it the key window.
