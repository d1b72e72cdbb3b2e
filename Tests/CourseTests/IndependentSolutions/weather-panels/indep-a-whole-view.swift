// verdict: fail
// reason: mistake: the halves are taken of the whole view, not of its safe area, so the top panel
// reason: starts under the navigation bar (the task: in the area the bars leave free).
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
        let area = view.bounds
        if traitCollection.horizontalSizeClass == .regular {
            today.frame = CGRect(x: area.minX, y: area.minY, width: area.width / 2, height: area.height)
            week.frame = CGRect(x: area.midX, y: area.minY, width: area.width / 2, height: area.height)
        } else {
            today.frame = CGRect(x: area.minX, y: area.minY, width: area.width, height: area.height / 2)
            week.frame = CGRect(x: area.minX, y: area.midY, width: area.width, height: area.height / 2)
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
