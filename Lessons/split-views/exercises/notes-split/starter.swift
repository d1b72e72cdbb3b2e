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
        // TODO: a split view controller as the root:
        //   primary: a navigation controller with a NoteListViewController at its root
        //   secondary: a NoteViewController (a placeholder until a note is chosen)
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: NoteListViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
