// verdict: pass
// reason: loads the storyboard by name and uses instantiateViewController(identifier:creator:) with the
// reason: new init(coder:note:); show(_:sender:) pushes inside the navigation controller.
import UIKit

class NoteEditorViewController: UIViewController {
    @IBOutlet var titleLabel: UILabel!
    let note: String

    init?(coder: NSCoder, note: String) {
        self.note = note
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("the editor is made with its note")
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
        let note = selectedNote
        let board = UIStoryboard(name: "Main", bundle: nil)
        let editor = board.instantiateViewController(identifier: "Editor") { coder in
            NoteEditorViewController(coder: coder, note: note)
        }
        show(editor, sender: sender)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
