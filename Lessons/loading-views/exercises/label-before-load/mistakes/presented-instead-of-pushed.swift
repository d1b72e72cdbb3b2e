import UIKit

class ContactViewController: UIViewController {
    var name = ""
    var nameLabel: UILabel!

    override func loadView() {
        let root = UIView()
        nameLabel = UILabel(frame: CGRect(x: 20, y: 120, width: 300, height: 30))
        root.addSubview(nameLabel)
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("viewDidLoad")
        nameLabel.text = name
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("showing: \(nameLabel.text ?? "nothing")")
    }
}

class ContactsViewController: UITableViewController {
    let names = ["Ada Lovelace", "Grace Hopper", "Alan Turing"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return names.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Name")
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let contact = ContactViewController()
        contact.name = names[indexPath.row]
        present(contact, animated: true)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = UINavigationController(rootViewController: ContactsViewController())
        window?.makeKeyAndVisible()
        return true
    }
}
