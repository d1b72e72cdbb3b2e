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
        present(UINavigationController(rootViewController: PhotoPickerViewController()), animated: true)
    }
}

class ContactsListViewController: UIViewController {
    var contactShown = false

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !contactShown else { return }
        contactShown = true
        present(UINavigationController(rootViewController: NewContactViewController()), animated: true)
    }
}

let window = UIWindow()
window.rootViewController = ContactsListViewController()
window.makeKeyAndVisible()
