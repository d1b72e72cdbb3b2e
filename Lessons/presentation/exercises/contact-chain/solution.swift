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
        if pickerShown { return }
        pickerShown = true
        present(PhotoPickerViewController(), animated: true, completion: nil)
    }
}

class ContactsListViewController: UIViewController {
    var contactShown = false

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if contactShown { return }
        contactShown = true
        present(NewContactViewController(), animated: true, completion: nil)
    }
}

let window = UIWindow()
window.rootViewController = ContactsListViewController()
window.makeKeyAndVisible()
