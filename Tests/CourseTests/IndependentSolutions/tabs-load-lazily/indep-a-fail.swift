// verdict: fail
// reason: mistake: predicts that giving the tab bar controller its tabs loads all their views.
import UIKit

class ClockViewController: UIViewController {
    let name: String

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("\(name) viewDidLoad")
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let worldClock = ClockViewController(name: "World Clock")
        let alarms = ClockViewController(name: "Alarms")
        let timers = ClockViewController(name: "Timers")
        alarms.title = "Alarms"
        let tabs = UITabBarController()
        tabs.viewControllers = [worldClock, alarms, timers]
        print("tabs set; Alarms loaded: \(alarms.isViewLoaded)")
        timers.loadViewIfNeeded()
        window = UIWindow()
        window?.rootViewController = tabs
        window?.makeKeyAndVisible()
        return true
    }
}

// Your prediction: the lines this program prints, in order, one per line.
let prediction = """
World Clock viewDidLoad
Alarms viewDidLoad
Timers viewDidLoad
tabs set; Alarms loaded: true
"""
