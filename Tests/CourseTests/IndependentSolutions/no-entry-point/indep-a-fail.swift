// verdict: fail
// reason: mistake: takes the recipes scene by its ID as the root, without its navigation
// reason: controller.
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
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        window?.rootViewController = storyboard.instantiateViewController(withIdentifier: "Recipes")
        return true
    }
}
