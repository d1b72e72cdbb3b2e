// verdict: fail
// reason: writes the new initialiser but never uses it: instantiateViewController(withIdentifier:)
// reason: calls init(coder:), which gives an empty note, so the app prints "Editor: ".
import UIKit

class NoteEditorViewController: UIViewController {
    @IBOutlet var titleLabel: UILabel!
    let note: String

    init?(coder: NSCoder, note: String) {
        self.note = note
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        self.note = ""
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel?.text = note
        print("Editor: \(note)")
    }
}

class NotesViewController: UIViewController {
    let selectedNote = "Groceries"

    // Connected to the Edit button in Main.storyboard.
    @IBAction func editNote(_ sender: UIButton) {
        guard let editor = storyboard?.instantiateViewController(withIdentifier: "Editor") else { return }
        navigationController?.pushViewController(editor, animated: true)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
