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

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let insets = view.safeAreaInsets
        let width = view.bounds.width - insets.left - insets.right
        header.frame = CGRect(x: insets.left, y: insets.top, width: width, height: 44)
        footer.frame = CGRect(x: insets.left, y: view.bounds.height - insets.bottom - 50,
                              width: width, height: 50)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigation = UINavigationController()
        navigation.viewControllers = [ReaderViewController()]
        window = UIWindow()
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
        return true
    }
}
