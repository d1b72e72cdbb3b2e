// verdict: fail
// reason: mistake: decides by the device (iPad: side by side), not by the width's size class that
// reason: the task names; an iPhone Plus or Pro Max in landscape is regular in width, an iPad in
// reason: Split View can be compact (layout lesson: "choose by size class, not by the device").
// note (after the run): it fails today only because UIDevice (and UITraitCollection's
// note: userInterfaceIdiom) are not simulated; every run (iPhone portrait and landscape, iPad)
// note: gives the same frames as a correct program, so once UIDevice exists it needs a source rule.
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
        if UIDevice.current.userInterfaceIdiom == .pad {
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
