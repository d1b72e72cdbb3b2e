// verdict: pass
// reason: the name is set first; the background is set after makeKeyAndVisible, when the view has
// reason: loaded (once) with the name already there.
import UIKit

class HomeViewController: UIViewController {
    var userName = "guest"

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Hello, \(userName)")
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let savedUserName = "Ana"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let home = HomeViewController()
        home.userName = savedUserName
        window = UIWindow()
        window?.rootViewController = home
        window?.makeKeyAndVisible()
        home.view.backgroundColor = .systemBackground
        return true
    }
}
