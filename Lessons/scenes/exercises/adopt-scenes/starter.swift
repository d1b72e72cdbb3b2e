import UIKit

class NotesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
    }
}

// Info.plist now has a scene manifest whose configuration names SceneDelegate.
// TODO: write SceneDelegate, and move to it the window and the work this app delegate does
// when the app goes to the background and comes back.

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = UINavigationController(rootViewController: NotesViewController())
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        print("Saving drafts")
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        print("Checking for new notes")
    }
}
