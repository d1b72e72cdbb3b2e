import UIKit

protocol TaskViewControllerDelegate: AnyObject {
    func taskViewController(_ controller: TaskViewController, didFinish task: String)
}

class TaskViewController: UIViewController {
    var task = ""
    weak var delegate: TaskViewControllerDelegate?

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
        delegate?.taskViewController(self, didFinish: task)
    }
}

class TasksViewController: UITableViewController, TaskViewControllerDelegate {
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
        detail.delegate = self
    }

    func taskViewController(_ controller: TaskViewController, didFinish task: String) {
        print("Finished: \(task)")
        navigationController?.popViewController(animated: true)
    }
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
