// verdict: fail
// why: mistake: builds the navigation controller and the list in code instead of loading the
// why: storyboard; the list says it was not made by a storyboard.
import UIKit

class NotesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Notes loaded, from a storyboard: \(storyboard != nil)")
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: NotesViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
