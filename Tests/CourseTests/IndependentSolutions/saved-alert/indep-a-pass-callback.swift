// verdict: pass
// reason: route: the sheet gets an `onSaved` closure from the list; it runs in the dismissal's
// reason: completion and the list presents the alert itself.
import UIKit

class ComposeViewController: UIViewController {
    var text = "Call the plumber"
    var onSaved: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Note"
        let save = UIButton(type: .system)
        save.setTitle("Save", for: .normal)
        save.frame = CGRect(x: 20, y: 80, width: 120, height: 44)
        save.addAction(UIAction { [weak self] _ in self?.saveTapped() }, for: .touchUpInside)
        view.addSubview(save)
    }

    func saveTapped() {
        print("saved: \(text)")
        // The sheet closes, then "Note saved" should show over the notes list.
        // It never shows.
        dismiss(animated: true) {
            self.onSaved?()
        }
    }
}

class NotesViewController: UIViewController {
    var composeShown = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if composeShown { return }
        composeShown = true
        let compose = ComposeViewController()
        compose.onSaved = { [weak self] in
            let alert = UIAlertController(title: "Note saved", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in
                print("alert closed")
            })
            self?.present(alert, animated: true)
        }
        present(compose, animated: true)
    }
}

let window = UIWindow()
window.rootViewController = UINavigationController(rootViewController: NotesViewController())
window.makeKeyAndVisible()
