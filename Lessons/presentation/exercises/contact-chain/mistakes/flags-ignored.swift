// Mistake: the flags are declared but never looked at, so each screen presents again every time it reappears.
import UIKit

class PhotoPickerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Add Photo"
    }
}

class NewContactViewController: UIViewController {
    var pickerShown = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Contact"
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        present(PhotoPickerViewController(), animated: true)
    }
}

class ContactsListViewController: UIViewController {
    var contactShown = false

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        present(NewContactViewController(), animated: true)
    }
}

let window = UIWindow()
window.rootViewController = ContactsListViewController()
window.makeKeyAndVisible()
