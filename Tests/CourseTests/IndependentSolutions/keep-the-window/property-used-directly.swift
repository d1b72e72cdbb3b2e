// verdict: pass
// why: route: no local constant; the window is created straight into the property and
// why: configured through optional chaining.
import UIKit

class WelcomeViewController: UIViewController {}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = WelcomeViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
