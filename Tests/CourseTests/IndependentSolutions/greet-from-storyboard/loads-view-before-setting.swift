// verdict: fail
// why: mistake: touches home.view (to set a colour) before setting the greeting; that loads the
// why: view, so viewDidLoad prints the old greeting.
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
        if let home = window?.rootViewController as? HomeViewController {
            home.view.backgroundColor = .white
            home.greeting = "Welcome back"
        }
        return true
    }
}
