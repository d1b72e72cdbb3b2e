// verdict: fail
// reason: mistake: decides by which side is longer, so the iPhone in landscape (compact width)
// reason: gets the panels side by side.
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
        let free = view.safeAreaLayoutGuide.layoutFrame
        if free.width > free.height {
            today.frame = CGRect(x: free.minX, y: free.minY, width: free.width / 2, height: free.height)
            week.frame = CGRect(x: free.midX, y: free.minY, width: free.width / 2, height: free.height)
        } else {
            today.frame = CGRect(x: free.minX, y: free.minY, width: free.width, height: free.height / 2)
            week.frame = CGRect(x: free.minX, y: free.midY, width: free.width, height: free.height / 2)
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
