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
        let insets = view.safeAreaInsets
        let free = CGRect(x: insets.left, y: insets.top,
                          width: view.bounds.width - insets.left - insets.right,
                          height: view.bounds.height - insets.top - insets.bottom)
        switch traitCollection.horizontalSizeClass {
        case .regular:
            placeSideBySide(in: free)
        default:
            placeStacked(in: free)
        }
    }

    private func placeSideBySide(in free: CGRect) {
        today.frame = CGRect(x: free.minX, y: free.minY, width: free.width / 2, height: free.height)
        week.frame = CGRect(x: free.midX, y: free.minY, width: free.width / 2, height: free.height)
    }

    private func placeStacked(in free: CGRect) {
        today.frame = CGRect(x: free.minX, y: free.minY, width: free.width, height: free.height / 2)
        week.frame = CGRect(x: free.minX, y: free.midY, width: free.width, height: free.height / 2)
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
