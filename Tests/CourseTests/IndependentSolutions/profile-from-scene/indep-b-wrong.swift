// verdict: fail
// reason: takes the profile from its scene but fills the label directly before pushing: the outlet is
// reason: still nil (the view is not loaded), so the app crashes.
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
        let profile = storyboard!.instantiateViewController(withIdentifier: "Profile") as! ProfileViewController
        profile.nameLabel.text = selectedName
        navigationController?.pushViewController(profile, animated: true)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
