import UIKit

class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        let navigation = UINavigationController(rootViewController: InboxViewController())
        // The initializer already put the inbox on the stack; this adds a second one.
        navigation.pushViewController(InboxViewController(), animated: false)
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
        return true
    }
}
