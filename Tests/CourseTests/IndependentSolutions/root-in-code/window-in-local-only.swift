// verdict: fail
// why: mistake: the window lives only in a local constant (no property keeps it), so it is
// why: released when launch returns.
import UIKit

class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Home viewDidLoad")
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = HomeViewController()
        window.makeKeyAndVisible()
        return true
    }
}
