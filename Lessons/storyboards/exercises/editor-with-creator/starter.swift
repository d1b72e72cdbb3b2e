import UIKit

class NoteEditorViewController: UIViewController {
    @IBOutlet var titleLabel: UILabel!
    // TODO: `note` should be a constant that the editor receives when it is created, so that
    // an editor without a note cannot exist.
    var note = ""

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
        // TODO: create the editor from the scene whose Storyboard ID is "Editor", handing it
        // selectedNote as it is created, and push it.
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
