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
        // The iOS 14 column style: the split view wraps each column in a navigation controller.
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(NoteListViewController(), for: .primary)
        split.setViewController(NoteViewController(), for: .secondary)

        let window = UIWindow()
        window.rootViewController = split
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
