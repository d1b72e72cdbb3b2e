// verdict: fail
// why: mistake: ignores the flags the task says to use; the presentations repeat each time the
// why: screens reappear.
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
