import UIKit

class MessageViewController: UIViewController {
}

class InboxViewController: UITableViewController {
    let subjects = ["Lunch on Friday?", "Quarterly report", "Your parcel has shipped"]

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
        let message = MessageViewController()
        message.title = subjects[indexPath.row]
        view.window?.rootViewController = message
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
