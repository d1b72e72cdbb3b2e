// verdict: fail
// why: mistake: New Contact presents the picker from viewDidLoad, before its view is in a window;
// why: UIKit refuses the presentation.
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
        if !pickerShown {
            pickerShown = true
            present(PhotoPickerViewController(), animated: false)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)

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
