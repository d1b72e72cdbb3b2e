import UIKit

class NoteViewController: UIViewController {
    // nil while no note is chosen: the placeholder in the secondary column.
    var note: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = note ?? "No Note Selected"
    }
}

class NoteListViewController: UITableViewController {
    let notes = ["Shopping", "Ideas", "Travel"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return notes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Note")
        cell.textLabel?.text = notes[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let note = NoteViewController()
        note.note = notes[indexPath.row]
        navigationController?.pushViewController(note, animated: true)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate, UISplitViewControllerDelegate {
    var window: UIWindow?

    // Collapsing on a compact screen: true means "handled", and the secondary is dropped.
    // Drop it only while it is the placeholder, so that a chosen note stays on top.
    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        guard let note = secondaryViewController as? NoteViewController else { return false }
        return note.note == nil
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let split = UISplitViewController()
        split.viewControllers = [UINavigationController(rootViewController: NoteListViewController()),
                                 NoteViewController()]
        split.delegate = self
        let window = UIWindow()
        window.rootViewController = split
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
