import UIKit

class HomeViewController: UIViewController {
    var userName = "guest"

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
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
        home.userName = savedUserName
        window?.makeKeyAndVisible()
        return true
    }
}
