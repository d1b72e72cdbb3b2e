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
        let list = UINavigationController(rootViewController: NoteListViewController())
        let split = UISplitViewController()
        split.viewControllers = [list, NoteViewController()]

        window?.rootViewController = split
        window?.makeKeyAndVisible()
        return true
    }
}
