// verdict: pass
// why: route: the Xcode template's shape: the secondary wrapped in its own navigation
// why: controller so it has a bar.
import UIKit

class NoteListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
    }
}

class NoteViewController: UIViewController {
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let split = UISplitViewController()
        let primary = UINavigationController(rootViewController: NoteListViewController())
        let secondary = UINavigationController(rootViewController: NoteViewController())
        split.viewControllers = [primary, secondary]
        let window = UIWindow()
        window.rootViewController = split
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
