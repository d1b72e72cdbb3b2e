import UIKit

class NotesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
    }
}

class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        // TODO: make a tab bar controller the window's root.
        // TODO: its first tab: a navigation controller with a NotesViewController at its root.
        // TODO: its second tab: a SettingsViewController.
        window.rootViewController = NotesViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
