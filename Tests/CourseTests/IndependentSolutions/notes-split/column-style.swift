// verdict: pass
// why: route: iOS 14 column-style split view, setViewController(_:for:) for .primary and
// why: .secondary (Apple: in this style UIKit wraps the secondary in a navigation controller).
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
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UINavigationController(rootViewController: NoteListViewController()), for: .primary)
        split.setViewController(NoteViewController(), for: .secondary)
        let window = UIWindow()
        window.rootViewController = split
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
