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
        let notes = NotesViewController()
        notes.title = "Notes"
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: notes)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
