// verdict: pass
// reason: route: presentationControllerShouldDismiss answers false while the draft is not empty
// reason: (UIKit then calls didAttemptToDismiss); the alert is presented by the editor, since
// reason: the list is already presenting it; Discard dismisses from the list.
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

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        let editor = presentationController.presentedViewController as? EditorViewController
        return editor?.draft.isEmpty ?? true
    }

    // A swipe down must not lose the draft: it should ask first.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        let alert = UIAlertController(title: "Discard this note?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { [weak self] _ in
            self?.dismiss(animated: true)
        })
        presentationController.presentedViewController.present(alert, animated: true)
    }
}

let window = UIWindow()
window.rootViewController = UINavigationController(rootViewController: NotesViewController())
window.makeKeyAndVisible()
