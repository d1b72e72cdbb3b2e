// verdict: pass
// reason: I first wrote `fail` (isModalInPresentation set to true in viewDidLoad, before anything
// reason: is typed, so an empty editor could not be swiped away). I was wrong for this task: it
// reason: asks only what a swipe does while the draft is not empty, and here the draft is typed
// reason: in viewDidAppear, before any swipe can happen, so the program behaves as a correct one
// reason: in every state the app can reach.
import UIKit

class EditorViewController: UIViewController {
    var draft = "" {
        didSet { print("draft: \(draft)") }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Note"
        isModalInPresentation = true
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
