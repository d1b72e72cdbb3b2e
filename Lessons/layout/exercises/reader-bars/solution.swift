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
        let safe = view.safeAreaLayoutGuide.layoutFrame
        header.frame = CGRect(x: safe.minX, y: safe.minY, width: safe.width, height: 44)
        footer.frame = CGRect(x: safe.minX, y: safe.maxY - 50, width: safe.width, height: 50)
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
