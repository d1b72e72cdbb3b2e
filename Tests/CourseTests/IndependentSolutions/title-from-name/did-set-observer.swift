// verdict: pass
// why: route: a didSet on name sets title; title lives on the controller, so no view loads.
import UIKit

class ProfileViewController: UIViewController {
    var name = "" {
        didSet { title = name }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Profile viewDidLoad")
    }
}

let profile = ProfileViewController()
profile.name = "Ada"
print("configured")

let window = UIWindow()
window.rootViewController = profile
window.makeKeyAndVisible()
