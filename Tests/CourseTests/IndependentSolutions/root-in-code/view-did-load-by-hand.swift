// verdict: fail
// why: mistake: calls viewDidLoad() by hand "to make sure it runs"; UIKit calls it too, so it
// why: runs twice.
import UIKit

class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Home viewDidLoad")
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let home = HomeViewController()
        home.viewDidLoad()
        let window = UIWindow()
        window.rootViewController = home
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
