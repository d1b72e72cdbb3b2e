// verdict: fail
// why: mistake: declares the property `weak`; nothing else owns the window, so it is still
// why: released when launch returns.
import UIKit

class WelcomeViewController: UIViewController {}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    weak var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = WelcomeViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
