// verdict: fail
// reason: calls viewDidLoad again by hand after setting the name: prints "Hello, guest" then
// reason: "Hello, Ana", not the greeting once.
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
        window = UIWindow()
        window?.rootViewController = home
        home.view.backgroundColor = .systemBackground
        home.userName = savedUserName
        home.viewDidLoad()
        window?.makeKeyAndVisible()
        return true
    }
}
