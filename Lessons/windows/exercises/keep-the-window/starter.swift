import UIKit

class WelcomeViewController: UIViewController {}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    // TODO: add the property that keeps the window alive for the whole life of the app,
    // and store the window there instead of in a local constant.

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = WelcomeViewController()
        window.makeKeyAndVisible()
        return true
    }
}
