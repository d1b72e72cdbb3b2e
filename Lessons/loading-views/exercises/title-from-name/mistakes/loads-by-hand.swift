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
profile.viewDidLoad()
print("configured")

let window = UIWindow()
window.rootViewController = profile
window.makeKeyAndVisible()
