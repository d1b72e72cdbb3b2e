import UIKitSim

// Compiled natively against UIKitSim AND interpreted through SimBridge (DifferentialTests).
// BEGIN PROGRAM
class DiffInboxTableVC: UITableViewController {
    let subjects = ["Lunch", "Report", "Parcel"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Subject")
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        return super.numberOfSections(in: tableView)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return subjects.count + super.tableView(tableView, numberOfRowsInSection: section)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Subject", for: indexPath)
        cell.textLabel?.text = subjects[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let message = DiffMessageVC()
        message.title = subjects[indexPath.row]
        navigationController?.pushViewController(message, animated: true)
    }
}

class DiffMessageVC: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
    }
}

func diffTableProgram() -> UIWindow {
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: DiffInboxTableVC())
    window.makeKeyAndVisible()
    return window
}
// END PROGRAM
