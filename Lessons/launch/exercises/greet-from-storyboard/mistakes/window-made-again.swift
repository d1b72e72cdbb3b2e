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
        let fresh = UIWindow()
        fresh.rootViewController = home
        fresh.makeKeyAndVisible()
        window = fresh
        return true
    }
}
