// verdict: pass
// reason: closures down the chain (picker -> New Contact -> list); the list asks the controller that
// reason: presented New Contact to dismiss, which closes both at once, and calls contactSaved() in the completion.
import UIKit

class PhotoPickerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Choose Photo"
        let use = UIButton(type: .system)
        use.setTitle("Use Photo", for: .normal)
        use.frame = CGRect(x: 20, y: 120, width: 160, height: 44)
        use.addAction(UIAction { [weak self] _ in self?.useTapped() }, for: .touchUpInside)
        view.addSubview(use)
    }

    var onUse: (() -> Void)?

    func useTapped() {
        onUse?()
    }
}

class NewContactViewController: UIViewController {
    var pickerShown = false
    var onComplete: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Contact"
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if pickerShown { return }
        pickerShown = true
        let picker = PhotoPickerViewController()
        picker.onUse = { [weak self] in self?.onComplete?() }
        picker.modalPresentationStyle = .fullScreen
        present(picker, animated: true)
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
        contact.onComplete = { [weak self, weak contact] in
            contact?.presentingViewController?.dismiss(animated: true) {
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
