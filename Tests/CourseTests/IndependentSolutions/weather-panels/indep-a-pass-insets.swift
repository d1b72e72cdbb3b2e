// verdict: pass
// reason: route: viewDidLayoutSubviews; the free area computed from view.safeAreaInsets by hand;
// reason: the size class read from view.traitCollection with an if.
import UIKit

class WeatherViewController: UIViewController {
    let today = UIView()
    let week = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Weather"
        view.addSubview(today)
        view.addSubview(week)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let insets = view.safeAreaInsets
        let x = insets.left
        let y = insets.top
        let width = view.bounds.width - insets.left - insets.right
        let height = view.bounds.height - insets.top - insets.bottom
        if view.traitCollection.horizontalSizeClass == .regular {
            today.frame = CGRect(x: x, y: y, width: width / 2, height: height)
            week.frame = CGRect(x: x + width / 2, y: y, width: width / 2, height: height)
        } else {
            today.frame = CGRect(x: x, y: y, width: width, height: height / 2)
            week.frame = CGRect(x: x, y: y + height / 2, width: width, height: height / 2)
        }
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = UINavigationController(rootViewController: WeatherViewController())
        window?.makeKeyAndVisible()
        return true
    }
}
