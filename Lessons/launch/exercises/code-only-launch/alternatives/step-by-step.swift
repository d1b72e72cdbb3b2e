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
        let inbox = InboxViewController()
        let navigation = UINavigationController(rootViewController: inbox)
        let mainWindow = UIWindow(frame: UIScreen.main.bounds)
        mainWindow.rootViewController = navigation
        window = mainWindow
        mainWindow.makeKeyAndVisible()
        return true
    }
}
