import UIKit

protocol EditContactDelegate: AnyObject {
    func editContactDidSave(_ editor: EditContactViewController)
    func editContactDidCancel(_ editor: EditContactViewController)
}

class EditContactViewController: UIViewController {
    var name = ""
    weak var delegate: EditContactDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit \(name)"
        addButton("Cancel", y: 80, action: { [weak self] in
            guard let self = self else { return }
            self.delegate?.editContactDidCancel(self)
        })
        addButton("Save", y: 140, action: { [weak self] in
            guard let self = self else { return }
            self.delegate?.editContactDidSave(self)
        })
    }

    func addButton(_ title: String, y: CGFloat, action: @escaping () -> Void) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.frame = CGRect(x: 20, y: y, width: 120, height: 44)
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        view.addSubview(button)
    }
}

class ContactsViewController: UITableViewController, EditContactDelegate,
                              UIAdaptivePresentationControllerDelegate {
    let contacts = ["Ann", "Sam", "Kim"]
    var editingName: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return contacts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Contact")
        cell.textLabel?.text = contacts[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let editor = EditContactViewController()
        editor.name = contacts[indexPath.row]
        editor.delegate = self
        editor.presentationController?.delegate = self
        editor.isModalInPresentation = true
        editingName = editor.name
        present(editor, animated: true)
    }

    func editContactDidSave(_ editor: EditContactViewController) {
        print("Saved \(editor.name)")
        finishEditing()
        dismiss(animated: true)
    }

    func editContactDidCancel(_ editor: EditContactViewController) {
        finishEditing()
        dismiss(animated: true)
    }

    func finishEditing() {
        print("Done with \(editingName ?? "nobody")")
        editingName = nil
    }

    // A swipe down closed the sheet: neither Save nor Cancel ran.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        finishEditing()
    }
}

let window = UIWindow()
window.rootViewController = UINavigationController(rootViewController: ContactsViewController())
window.makeKeyAndVisible()
