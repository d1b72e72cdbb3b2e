import UIKit

// TODO 1: declare a protocol for the task screen to report back through: class-only
// (AnyObject), with a method that passes the TaskViewController and the finished task.

class TaskViewController: UIViewController {
    var task = ""
    // TODO 2: a delegate property; make it weak so the list and the task screen do not keep
    // each other alive.

    override func viewDidLoad() {
        super.viewDidLoad()
        title = task
        let done = UIButton(type: .system)
        done.setTitle("Done", for: .normal)
        done.frame = CGRect(x: 20, y: 120, width: 120, height: 44)
        done.addAction(UIAction { [weak self] _ in self?.doneTapped() }, for: .touchUpInside)
        view.addSubview(done)
    }

    func doneTapped() {
        // TODO 3: tell the delegate that this task is finished. Do not close the screen here.
    }
}

class TasksViewController: UITableViewController {
    let tasks = ["Buy milk", "Call Sam", "Pay rent"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tasks"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return tasks.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Task")
        cell.textLabel?.text = tasks[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = TaskViewController()
        detail.task = tasks[indexPath.row]
        // TODO 4: make the list the task screen's delegate (the list must adopt the protocol).
        navigationController?.pushViewController(detail, animated: true)
    }

    // TODO 5: when a task screen reports a finished task, print "Finished: " and the task,
    // then close that screen: the list opened it, so the list closes it.
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: TasksViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
