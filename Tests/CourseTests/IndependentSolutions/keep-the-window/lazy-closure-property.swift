// verdict: pass
// why: route: a lazy property built by a closure holds the window for the delegate's life.
import UIKit

class WelcomeViewController: UIViewController {}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    lazy var window: UIWindow? = {
        let window = UIWindow()
        window.rootViewController = WelcomeViewController()
        return window
    }()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window?.makeKeyAndVisible()
        return true
    }
}
