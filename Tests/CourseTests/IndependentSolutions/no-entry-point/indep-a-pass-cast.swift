// verdict: pass
// reason: route: one expression, withIdentifier and a forced cast to UINavigationController.
import UIKit

class RecipesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("\(title ?? "untitled") loaded from \(storyboard == nil ? "code" : "a storyboard")")
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Main.storyboard has no entry point (no "Is Initial View Controller"), so UIKit made
        // the window but gave it no root. Show the storyboard's first screen ourselves.
        window?.rootViewController = UIStoryboard(name: "Main", bundle: nil)
            .instantiateViewController(withIdentifier: "Start") as! UINavigationController
        return true
    }
}
