import UIKit

class ReaderViewController: UIViewController {
    let header = UIView()
    let footer = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reader"
        view.addSubview(header)
        view.addSubview(footer)
        // TODO: the header (44 points high) must sit at the top of the area the bars leave
        // free, the footer (50 points high) at its bottom, both as wide as that area,
        // in portrait and after the device turns.
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        // TODO: the reader belongs in a navigation controller.
        window.rootViewController = ReaderViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
