// verdict: fail
// why: mistake: creates a new window and a new HomeViewController instead of configuring the
// why: one the storyboard made (the task: do not create anything).
import UIKit

class HomeViewController: UIViewController {
    var greeting = "Hello"

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Home says: " + greeting)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let home = HomeViewController()
        home.greeting = "Welcome back"
        let window = UIWindow()
        window.rootViewController = home
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
