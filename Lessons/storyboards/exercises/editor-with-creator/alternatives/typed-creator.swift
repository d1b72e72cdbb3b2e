import UIKit

class NoteEditorViewController: UIViewController {
    @IBOutlet var titleLabel: UILabel!
    let note: String

    init?(coder: NSCoder, note: String) {
        self.note = note
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        return nil
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
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let editor: NoteEditorViewController = storyboard.instantiateViewController(identifier: "Editor",
                                                                                     creator: { [selectedNote] coder in
            NoteEditorViewController(coder: coder, note: selectedNote)
        })
        show(editor, sender: sender)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
