import UIKit

class ProfileViewController: UIViewController {
    var name = "" {
        didSet {
            if view != nil {
                title = name
            }
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
