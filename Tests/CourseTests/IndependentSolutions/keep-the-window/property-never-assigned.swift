// verdict: fail
// why: mistake: adds the property but keeps working on the local constant and never assigns
// why: self.window, so the window still dies at the end of launch.
import UIKit

class WelcomeViewController: UIViewController {}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = WelcomeViewController()
        window.makeKeyAndVisible()
        return true
    }
}
