// verdict: pass
// reason: route: viewWillLayoutSubviews with a switch on traitCollection.horizontalSizeClass;
// reason: an iPhone 15 in landscape is still compact in width (layout lesson).
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

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let free = view.safeAreaLayoutGuide.layoutFrame
        switch traitCollection.horizontalSizeClass {
        case .regular:
            let half = free.width / 2
            today.frame = CGRect(x: free.minX, y: free.minY, width: half, height: free.height)
            week.frame = CGRect(x: free.minX + half, y: free.minY, width: half, height: free.height)
        default:
            let half = free.height / 2
            today.frame = CGRect(x: free.minX, y: free.minY, width: free.width, height: half)
            week.frame = CGRect(x: free.minX, y: free.minY + half, width: free.width, height: half)
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
