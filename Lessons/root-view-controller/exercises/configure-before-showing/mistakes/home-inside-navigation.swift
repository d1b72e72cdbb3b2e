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
        window?.rootViewController = UINavigationController(rootViewController: home)
        home.userName = savedUserName
        home.view.backgroundColor = .systemBackground
        window?.makeKeyAndVisible()
        return true
    }
}
