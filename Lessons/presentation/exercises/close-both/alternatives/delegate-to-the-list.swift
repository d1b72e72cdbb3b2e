import UIKit

protocol PhotoPickerDelegate: AnyObject {
    func photoPickerDidChoose(_ picker: PhotoPickerViewController)
}

class PhotoPickerViewController: UIViewController {
    weak var delegate: PhotoPickerDelegate?

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
        delegate?.photoPickerDidChoose(self)
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
        let picker = PhotoPickerViewController()
        picker.modalPresentationStyle = .fullScreen
        picker.delegate = presentingViewController?.children.first as? ContactsViewController
        present(picker, animated: true)
    }
}

class ContactsViewController: UIViewController, PhotoPickerDelegate {
    var contactShown = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if contactShown { return }
        contactShown = true
        present(NewContactViewController(), animated: true)
    }

    func photoPickerDidChoose(_ picker: PhotoPickerViewController) {
        navigationController?.dismiss(animated: true, completion: { [weak self] in
            self?.contactSaved()
        })
    }

    func contactSaved() {
        print("Contacts: saved a contact with a photo")
    }
}

let window = UIWindow()
window.rootViewController = UINavigationController(rootViewController: ContactsViewController())
window.makeKeyAndVisible()
