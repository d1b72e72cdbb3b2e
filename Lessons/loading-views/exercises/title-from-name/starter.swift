import UIKit

class ProfileViewController: UIViewController {
    var name = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Profile viewDidLoad")
        // TODO: show the name as this controller's title, without loading the view early.
    }
}

let profile = ProfileViewController()
profile.name = "Ada"
print("configured")

let window = UIWindow()
window.rootViewController = profile
window.makeKeyAndVisible()
