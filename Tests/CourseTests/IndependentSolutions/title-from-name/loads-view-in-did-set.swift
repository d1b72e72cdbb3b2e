// verdict: fail
// why: mistake: calls loadViewIfNeeded() in didSet "so the title is ready"; the view loads
// why: before the controller is on screen.
import UIKit

class ProfileViewController: UIViewController {
    var name = "" {
        didSet {
            loadViewIfNeeded()
            title = name
        }
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
