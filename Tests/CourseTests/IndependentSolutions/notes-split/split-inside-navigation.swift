// verdict: fail
// why: mistake: wraps the split view controller in a navigation controller and makes that the
// why: root (Apple: a split view controller is the root of the window, not pushed).
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
        split.viewControllers = [UINavigationController(rootViewController: NoteListViewController()),
                                 NoteViewController()]
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: split)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
