import UIKit

class MessageViewController: UIViewController {
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

    func markRead(_ subject: String) {
        read.append(subject)
        print("Read: \(subject)")
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let message = MessageViewController()
        message.title = subjects[indexPath.row]
        show(message, sender: self)
    }

    // The message that was on top, found when the inbox is on top again.
    var lastTop: UIViewController?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let message = lastTop as? MessageViewController, let subject = message.title {
            markRead(subject)
        }
        lastTop = nil
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        lastTop = navigationController?.topViewController
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
