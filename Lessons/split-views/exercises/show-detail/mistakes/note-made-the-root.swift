import UIKit

class NoteViewController: UIViewController {
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
        note.title = notes[indexPath.row]
        view.window?.rootViewController = note
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let split = UISplitViewController()
        split.viewControllers = [UINavigationController(rootViewController: NoteListViewController())]
        let window = UIWindow()
        window.rootViewController = split
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
