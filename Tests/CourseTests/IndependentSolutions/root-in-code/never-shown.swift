// verdict: fail
// why: mistake: forgets makeKeyAndVisible(); the window stays hidden and the home view never
// why: loads.
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
        let window = UIWindow()
        window.rootViewController = HomeViewController()
        self.window = window
        return true
    }
}
