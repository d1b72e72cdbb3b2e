// verdict: pass
// reason: route: the storyboard's navigation controller by its ID through the iOS 13
// reason: instantiateViewController(identifier:), bundle .main, and an explicit
// reason: makeKeyAndVisible (harmless: UIKit sends it after didFinish anyway).
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
        let storyboard = UIStoryboard(name: "Main", bundle: .main)
        let start: UINavigationController = storyboard.instantiateViewController(identifier: "Start")
        window?.rootViewController = start
        window?.makeKeyAndVisible()
        return true
    }
}
