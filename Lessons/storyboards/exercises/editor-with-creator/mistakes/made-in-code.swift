import UIKit

class NoteEditorViewController: UIViewController {
    @IBOutlet var titleLabel: UILabel!
    let note: String

    init(note: String) {
        self.note = note
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("NoteEditorViewController needs a note: create it with init(coder:note:)")
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
        let editor = NoteEditorViewController(note: selectedNote)
        navigationController?.pushViewController(editor, animated: true)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
