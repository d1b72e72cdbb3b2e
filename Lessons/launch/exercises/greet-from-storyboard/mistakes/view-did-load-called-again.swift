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
        let home = window?.rootViewController as? HomeViewController
        home?.greeting = "Welcome back"
        // Meant to make the new greeting take effect; UIKit calls viewDidLoad itself later.
        home?.viewDidLoad()
        return true
    }
}
