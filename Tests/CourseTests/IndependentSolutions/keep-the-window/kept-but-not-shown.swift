// verdict: fail
// why: mistake: while moving the code to the property, drops makeKeyAndVisible(); the window
// why: is kept but hidden.
import UIKit

class WelcomeViewController: UIViewController {}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = WelcomeViewController()
        self.window = window
        return true
    }
}
