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

    // TODO 1: when the user selects a row, push a MessageViewController titled with the subject.
    // TODO 2: when the user comes back to the inbox from that message, by the back button or
    //         by a completed swipe, call markRead with its subject, once. A swipe back that the
    //         user abandons has not brought them back.
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
