// verdict: pass
// why: route: title = name in viewDidLoad, which runs only when the window shows the controller.
import UIKit

class ProfileViewController: UIViewController {
    var name = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Profile viewDidLoad")
        title = name
    }
}

let profile = ProfileViewController()
profile.name = "Ada"
print("configured")

let window = UIWindow()
window.rootViewController = profile
window.makeKeyAndVisible()
