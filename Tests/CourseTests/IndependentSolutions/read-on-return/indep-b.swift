// verdict: pass
// reason: the message reports its own completed pop: viewDidDisappear with isMovingFromParent
// reason: runs after a back tap or a finished swipe, never after an abandoned swipe; a closure
// reason: handed over at push time calls markRead.
import UIKit

class MessageViewController: UIViewController {
    var onLeft: (() -> Void)?

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent {
            onLeft?()
            onLeft = nil
        }
    }
}

class InboxViewController: UITableViewController {
    let subjects = ["Lunch on Friday?", "Quarterly report", "Your parcel has shipped"]
    var read: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return subjects.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Subject")
        cell.textLabel?.text = subjects[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let subject = subjects[indexPath.row]
        let message = MessageViewController()
        message.title = subject
        message.onLeft = { [weak self] in self?.markRead(subject) }
        navigationController?.pushViewController(message, animated: true)
    }

    func markRead(_ subject: String) {
        read.append(subject)
        print("Read: \(subject)")
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: InboxViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
