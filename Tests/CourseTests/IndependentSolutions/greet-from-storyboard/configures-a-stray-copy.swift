// verdict: fail
// why: mistake: sets the greeting on a fresh HomeViewController that is never shown; the
// why: storyboard's one still says Hello.
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
        return true
    }
}
