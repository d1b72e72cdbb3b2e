// verdict: fail
// why: mistake: the list presents New Contact and then the picker itself; a controller that
// why: already presents cannot present again (UIKit warns and ignores it), and the picker is
// why: not presented by New Contact.
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

    }
}

class ContactsListViewController: UIViewController {
    var contactShown = false

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if !contactShown {
            contactShown = true
            present(NewContactViewController(), animated: false)
            present(PhotoPickerViewController(), animated: false)
        }
    }
}

let window = UIWindow()
window.rootViewController = ContactsListViewController()
window.makeKeyAndVisible()
