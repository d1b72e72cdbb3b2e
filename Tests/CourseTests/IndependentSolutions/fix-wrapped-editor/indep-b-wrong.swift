// verdict: fail
// reason: goes round the segue: instantiates the editor scene by its identifier and presents it
// reason: bare, so the editor loses the navigation controller (its bar) the storyboard gives it.
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
            guard let self = self,
                  let editor = self.storyboard?.instantiateViewController(withIdentifier: "NameEditor") as? NameEditorViewController
            else { return }
            editor.name = self.name
            editor.delegate = self
            self.present(editor, animated: true)
        }, for: .touchUpInside)
        view.addSubview(edit)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "editName",
              let editor = segue.destination as? NameEditorViewController else { return }
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
