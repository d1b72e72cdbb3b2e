// verdict: fail
// why: mistake: shows the name in a label added in didSet; touching view there loads it before
// why: "configured", and the title is never set.
import UIKit

class ProfileViewController: UIViewController {
    var name = "" {
        didSet {
            let label = UILabel()
            label.text = name
            view.addSubview(label)
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
