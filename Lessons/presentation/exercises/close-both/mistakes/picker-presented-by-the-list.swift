import UIKit

class PhotoPickerViewController: UIViewController {
    var onUsePhoto: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Choose Photo"
        let use = UIButton(type: .system)
        use.setTitle("Use Photo", for: .normal)
        use.frame = CGRect(x: 20, y: 120, width: 160, height: 44)
        use.addAction(UIAction { [weak self] _ in self?.useTapped() }, for: .touchUpInside)
        view.addSubview(use)
    }

    func useTapped() {
        onUsePhoto?()
    }
}

class NewContactViewController: UIViewController {
    var pickerShown = false
    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Contact"
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if pickerShown { return }
        pickerShown = true
        let picker = PhotoPickerViewController()
        picker.modalPresentationStyle = .fullScreen
        picker.onUsePhoto = { [weak self] in
            self?.onFinish?()
        }
        // The list presents the picker too, so that it can close it with New Contact.
        presentingViewController?.present(picker, animated: true)
    }
}

class ContactsViewController: UIViewController {
    var contactShown = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if contactShown { return }
        contactShown = true
        let contact = NewContactViewController()
        contact.onFinish = { [weak self] in
            // Dismissing from the bottom of the chain closes everything above it.
            self?.dismiss(animated: true) {
                self?.contactSaved()
            }
        }
        present(contact, animated: true)
    }

    func contactSaved() {
        print("Contacts: saved a contact with a photo")
    }
}

let window = UIWindow()
window.rootViewController = UINavigationController(rootViewController: ContactsViewController())
window.makeKeyAndVisible()
