// verdict: pass
// why: route: the usual `var window: UIWindow?` property, assigned from the local constant.
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
        self.window = window
        return true
    }
}
