// verdict: fail
// reason: mistake: the iPhone's number written in: y 103 is where the bar ends on an iPhone 15,
// reason: not on an iPad.
import UIKit

class ProfileViewController: UIViewController {
    let filterBar = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        filterBar.frame = CGRect(x: 0, y: 103, width: view.bounds.width, height: 44)
        view.addSubview(filterBar)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let top = view.frame.minY + filterBar.frame.minY
        print("navigation bar ends at y \(navigationController?.navigationBar.frame.maxY ?? 0)")
        print("filter bar on screen from y \(top) to \(top + filterBar.frame.height)")
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = UINavigationController(rootViewController: ProfileViewController())
        window?.makeKeyAndVisible()
        return true
    }
}
