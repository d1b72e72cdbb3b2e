// verdict: pass
// reason: instantiates the scene through UIStoryboard(name:bundle:) and the iOS 13
// reason: instantiateViewController(identifier:) cast with as?, sets name, and show(_:sender:) pushes it.
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
        let board = UIStoryboard(name: "Main", bundle: nil)
        guard let profile = board.instantiateViewController(identifier: "Profile") as? ProfileViewController else { return }
        profile.name = selectedName
        show(profile, sender: sender)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
