import UIKit

class ProfileViewController: UIViewController {
    @IBOutlet var nameLabel: UILabel!
    var name = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = name
        print("Profile: \(nameLabel.text ?? "")")
    }
}

class ContactsViewController: UIViewController {
    let selectedName = "Ada Lovelace"

    // Connected to the Show Profile button in Main.storyboard.
    @IBAction func showProfile(_ sender: UIButton) {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let profile = storyboard.instantiateViewController(identifier: "Profile") as! ProfileViewController
        profile.name = selectedName
        show(profile, sender: sender)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
