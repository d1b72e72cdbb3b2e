// verdict: fail
// why: mistake: didSet calls viewDidLoad() by hand to refresh the title; it runs early and again.
import UIKit

class ProfileViewController: UIViewController {
    var name = "" {
        didSet { viewDidLoad() }
    }

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
