import UIKit

class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    // TODO: declare the property UIKit and you need to keep the window.

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // TODO: there is no main storyboard. Create the window, make its root a
        // UINavigationController whose first controller is an InboxViewController,
        // and show the window.
        return true
    }
}
