// verdict: pass
// reason: the segue's destination is the editor's navigation controller: take the editor from
// reason: its viewControllers (first) before setting name and delegate.
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
            self?.performSegue(withIdentifier: "editName", sender: nil)
        }, for: .touchUpInside)
        view.addSubview(edit)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "editName",
              let wrapper = segue.destination as? UINavigationController,
              let editor = wrapper.viewControllers.first as? NameEditorViewController else { return }
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
