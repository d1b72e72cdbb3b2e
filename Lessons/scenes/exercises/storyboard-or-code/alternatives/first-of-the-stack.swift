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
        let navigation = window?.rootViewController as? UINavigationController
        let tasks = navigation?.viewControllers.first as? TasksViewController
        tasks?.filter = "Today"
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }
}
