// verdict: fail
// reason: marks the subject in the inbox's viewWillAppear: that also runs when a swipe back
// reason: starts and is then abandoned, so the third run marks a message read though the user
// reason: never came back.
import UIKit

class MessageViewController: UIViewController {
}

class InboxViewController: UITableViewController {
    let subjects = ["Lunch on Friday?", "Quarterly report", "Your parcel has shipped"]
    var read: [String] = []
    var opened: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let subject = opened {
            markRead(subject)
            opened = nil
        }
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
        let message = MessageViewController()
        message.title = subjects[indexPath.row]
        opened = subjects[indexPath.row]
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
