// verdict: fail
// reason: mistake: the wrong flag: isBeingDismissed is for presented screens, so a pop never
// reason: saves.
import UIKit

class AvatarViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Avatar"
    }
}

class ProfileViewController: UIViewController {
    var nickname = "kit"

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        let choose = UIButton(type: .system)
        choose.setTitle("Choose Avatar", for: .normal)
        choose.frame = CGRect(x: 20, y: 120, width: 200, height: 44)
        choose.addAction(UIAction { [weak self] _ in self?.chooseAvatar() }, for: .touchUpInside)
        view.addSubview(choose)
    }

    func chooseAvatar() {
        navigationController?.pushViewController(AvatarViewController(), animated: true)
    }

    func save() {
        print("saved profile: \(nickname)")
    }

    // The profile should be saved once, when the user leaves it with Back.
    // But it is also saved when the avatar screen is pushed over it.
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if isBeingDismissed {
            save()
        }
    }
}

class SettingsViewController: UIViewController {
    var profileShown = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if profileShown { return }
        profileShown = true
        navigationController?.pushViewController(ProfileViewController(), animated: true)
    }
}

let window = UIWindow()
window.rootViewController = UINavigationController(rootViewController: SettingsViewController())
window.makeKeyAndVisible()
