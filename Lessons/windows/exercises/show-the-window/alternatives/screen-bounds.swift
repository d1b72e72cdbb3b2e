import UIKit

class WelcomeViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Welcome is on screen")
    }
}

let welcome = WelcomeViewController()
let window = UIWindow(frame: UIScreen.main.bounds)
window.rootViewController = welcome
window.makeKeyAndVisible()
