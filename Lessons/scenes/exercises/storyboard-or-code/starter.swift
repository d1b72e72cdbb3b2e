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
        guard let windowScene = scene as? UIWindowScene else { return }
        let tasks = TasksViewController()
        tasks.filter = "Today"
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = tasks
        self.window = window
        window.makeKeyAndVisible()
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }
}
