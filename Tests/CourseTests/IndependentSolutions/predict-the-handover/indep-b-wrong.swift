// verdict: fail
// reason: believes the push loads the editor inside the call, so it sees "Milk" and the
// reason: will-disappear comes before the line after the push.
import UIKit

protocol NoteEditorDelegate: AnyObject {
    func noteEditor(_ editor: NoteEditorViewController, didSave text: String)
}

class NoteEditorViewController: UIViewController {
    var text = ""
    weak var delegate: NoteEditorDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        print("editor: loaded with \(text)")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("editor: appeared")
        delegate?.noteEditor(self, didSave: text + " and honey")
    }
}

class NotesViewController: UIViewController, NoteEditorDelegate {
    var note = "Milk"

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("notes: will disappear")
    }

    func openEditor() {
        let editor = NoteEditorViewController()
        editor.text = note
        navigationController?.pushViewController(editor, animated: true)
        editor.text = "Tea"
        editor.delegate = self
        print("notes: pushed the editor")
    }

    func noteEditor(_ editor: NoteEditorViewController, didSave text: String) {
        note = text
        print("notes: note is now \(note)")
    }
}

let notes = NotesViewController()
let window = UIWindow()
window.rootViewController = UINavigationController(rootViewController: notes)
window.makeKeyAndVisible()

DispatchQueue.main.async {
    notes.openEditor()
}

// Your prediction: the lines this program prints, in order, one per line.
let prediction = """
editor: loaded with Milk
notes: will disappear
notes: pushed the editor
editor: appeared
notes: note is now Tea and honey
"""
