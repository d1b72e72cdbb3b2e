// verdict: pass
// reason: route: viewDidLayoutSubviews with safeAreaLayoutGuide.layoutFrame (written after my
// reason: first program met a missing API).
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
        let free = view.safeAreaLayoutGuide.layoutFrame
        header.frame = CGRect(x: free.minX, y: free.minY, width: free.width, height: 44)
        footer.frame = CGRect(x: free.minX, y: free.maxY - 50, width: free.width, height: 50)
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
