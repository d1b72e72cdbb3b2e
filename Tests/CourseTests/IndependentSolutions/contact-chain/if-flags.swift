// verdict: pass
// why: route: each viewDidAppear checks and sets its flag, then presents.
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
            present(PhotoPickerViewController(), animated: true)
        }
    }
}

class ContactsListViewController: UIViewController {
    var contactShown = false

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if !contactShown {
            contactShown = true
            present(NewContactViewController(), animated: true)
        }
    }
}

let window = UIWindow()
window.rootViewController = ContactsListViewController()
window.makeKeyAndVisible()
