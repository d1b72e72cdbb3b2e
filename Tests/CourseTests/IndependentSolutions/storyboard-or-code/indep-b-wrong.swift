// verdict: fail
// reason: keeps the storyboard's window but gives it a new navigation controller around a new list:
// reason: the bar is back, but the code makes its own TasksViewController, which the task forbids.
import UIKit

class TasksViewController: UIViewController {
    var filter = "All"

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Tasks showing: " + filter)
    }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        let tasks = TasksViewController()
        tasks.filter = "Today"
        window?.rootViewController = UINavigationController(rootViewController: tasks)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }
}
