// verdict: fail
// reason: mistake: top and bottom from the safe area, but the width of the whole view, so in
// reason: landscape both run under the rounded corners and the sensor housing.
import UIKit

class ReaderViewController: UIViewController {
    let header = UIView()
    let footer = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reader"
        view.addSubview(header)
        view.addSubview(footer)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let insets = view.safeAreaInsets
        header.frame = CGRect(x: 0, y: insets.top, width: view.bounds.width, height: 44)
        footer.frame = CGRect(x: 0, y: view.bounds.height - insets.bottom - 50, width: view.bounds.width, height: 50)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: ReaderViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
