// verdict: fail
// why: mistake: lists the note first and the list second, so the note is the primary column.
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
        split.viewControllers = [NoteViewController(),
                                 UINavigationController(rootViewController: NoteListViewController())]
        let window = UIWindow()
        window.rootViewController = split
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
