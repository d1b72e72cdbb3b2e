// verdict: fail
// why: mistake: New Contact calls dismiss once the picker is up, meaning to close itself; on a
// why: presenting controller dismiss closes what it presents, so the picker goes away at once.
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
        if !pickerShown {
            pickerShown = true
            present(PhotoPickerViewController(), animated: false) {
                self.dismiss(animated: false)
            }
        }
    }
}

class ContactsListViewController: UIViewController {
    var contactShown = false

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if !contactShown {
            contactShown = true
            present(NewContactViewController(), animated: false)
        }
    }
}

let window = UIWindow()
window.rootViewController = ContactsListViewController()
window.makeKeyAndVisible()
