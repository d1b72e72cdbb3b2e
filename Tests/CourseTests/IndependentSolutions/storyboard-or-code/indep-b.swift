// verdict: pass
// reason: the storyboard already made the window: reach its list as the first child of the root
// reason: navigation controller and set the filter before the view loads.
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
        let list = window?.rootViewController?.children.first as? TasksViewController
        list?.filter = "Today"
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }
}
