// verdict: fail
// why: mistake: sets the title from name in init, when name is still empty.
import UIKit

class ProfileViewController: UIViewController {
    var name = ""

    init() {
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
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
