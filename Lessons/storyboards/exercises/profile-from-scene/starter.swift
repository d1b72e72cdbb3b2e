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

    // Connected to the Show Profile button in Main.storyboard. Tapping it ends the app.
    @IBAction func showProfile(_ sender: UIButton) {
        let profile = ProfileViewController()
        profile.name = selectedName
        navigationController?.pushViewController(profile, animated: true)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
