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
        let safe = view.safeAreaLayoutGuide.layoutFrame
        if view.bounds.width > view.bounds.height {
            let half = safe.width / 2
            today.frame = CGRect(x: safe.minX, y: safe.minY, width: half, height: safe.height)
            week.frame = CGRect(x: safe.minX + half, y: safe.minY, width: half, height: safe.height)
        } else {
            let half = safe.height / 2
            today.frame = CGRect(x: safe.minX, y: safe.minY, width: safe.width, height: half)
            week.frame = CGRect(x: safe.minX, y: safe.minY + half, width: safe.width, height: half)
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
