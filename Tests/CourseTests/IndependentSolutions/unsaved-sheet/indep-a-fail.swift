// verdict: fail
// reason: mistake: isModalInPresentation is set, but the list presents the alert itself while
// reason: it is already presenting the editor, so the alert never shows.
import UIKit

class EditorViewController: UIViewController {
    var draft = "" {
        didSet { print("draft: \(draft)") }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Note"
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        draft = "Buy a new umbrella"    // the user types; the note is not saved yet
        isModalInPresentation = true
    }
}

class NotesViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    var editorShown = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if editorShown { return }
        editorShown = true
        let editor = EditorViewController()
        editor.presentationController?.delegate = self
        present(editor, animated: true)
    }

    // A swipe down must not lose the draft: it should ask first.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        let alert = UIAlertController(title: "Discard this note?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { [weak self] _ in
            self?.dismiss(animated: true)
        })
        present(alert, animated: true)
    }
}

let window = UIWindow()
window.rootViewController = UINavigationController(rootViewController: NotesViewController())
window.makeKeyAndVisible()
