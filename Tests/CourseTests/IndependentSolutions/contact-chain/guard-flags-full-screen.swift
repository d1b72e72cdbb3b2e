// verdict: pass
// why: route: guard on the flags; both presented full screen with no animation.
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
        guard !pickerShown else { return }
        pickerShown = true
        let picker = PhotoPickerViewController()
        picker.modalPresentationStyle = .fullScreen
        present(picker, animated: false)
    }
}

class ContactsListViewController: UIViewController {
    var contactShown = false

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !contactShown else { return }
        contactShown = true
        let contact = NewContactViewController()
        contact.modalPresentationStyle = .fullScreen
        present(contact, animated: false)
    }
}

let window = UIWindow()
window.rootViewController = ContactsListViewController()
window.makeKeyAndVisible()
