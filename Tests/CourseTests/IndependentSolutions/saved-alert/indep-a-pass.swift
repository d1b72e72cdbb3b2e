// verdict: pass
// reason: route: the presenter is read before dismissing (the sheet's presentingViewController,
// reason: the navigation controller around the list) and presents the alert in the completion.
import UIKit

class ComposeViewController: UIViewController {
    var text = "Call the plumber"

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
        let presenter = presentingViewController
        dismiss(animated: true) {
            let alert = UIAlertController(title: "Note saved", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in
                print("alert closed")
            })
            presenter?.present(alert, animated: true)
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
        present(ComposeViewController(), animated: true)
    }
}

let window = UIWindow()
window.rootViewController = UINavigationController(rootViewController: NotesViewController())
window.makeKeyAndVisible()
