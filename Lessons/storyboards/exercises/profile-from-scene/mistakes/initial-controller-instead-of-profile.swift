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
        guard let profile = storyboard?.instantiateInitialViewController() as? ProfileViewController else { return }
        profile.name = selectedName
        navigationController?.pushViewController(profile, animated: true)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
