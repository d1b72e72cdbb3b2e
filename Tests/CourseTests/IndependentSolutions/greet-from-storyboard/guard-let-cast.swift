// verdict: pass
// why: route: guard on the window and its root, a separate constant for the greeting.
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
        guard let window = window, let home = window.rootViewController as? HomeViewController else {
            return true
        }
        let greeting = "Welcome back"
        home.greeting = greeting
        return true
    }
}
