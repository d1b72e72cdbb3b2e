import UIKit

protocol NameEditorDelegate: AnyObject {
    func nameEditor(_ editor: NameEditorViewController, didSave name: String)
}

class NameEditorViewController: UIViewController {
    var name = ""
    weak var delegate: NameEditorDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Editing: \(name)")
        let save = UIButton(type: .system)
        save.setTitle("Save", for: .normal)
        save.addAction(UIAction { [weak self] _ in self?.saveTapped() }, for: .touchUpInside)
        view.addSubview(save)
    }

    // Stands in for the user finishing the name in a text field and tapping Save.
    func saveTapped() {
        delegate?.nameEditor(self, didSave: name + " Lovelace")
    }
}

class ProfileViewController: UIViewController, NameEditorDelegate {
    var name = "Ada"

    override func viewDidLoad() {
        super.viewDidLoad()
        let edit = UIButton(type: .system)
        edit.setTitle("Edit", for: .normal)
        edit.addAction(UIAction { [weak self] _ in
            self?.editName()
        }, for: .touchUpInside)
        view.addSubview(edit)
    }

    func editName() {
        guard let editor = storyboard?.instantiateViewController(withIdentifier: "NameEditor") as? NameEditorViewController else { return }
        editor.name = name
        editor.delegate = self
        present(editor, animated: true)
    }

    // The "editName" segue presents a navigation controller whose root is the name editor.
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "editName",
              let navigation = segue.destination as? UINavigationController,
              let editor = navigation.topViewController as? NameEditorViewController else { return }
        editor.name = name
        editor.delegate = self
    }

    func nameEditor(_ editor: NameEditorViewController, didSave name: String) {
        self.name = name
        print("Saved: \(name)")
        dismiss(animated: true)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }
}
