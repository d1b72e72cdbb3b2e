// verdict: fail
// why: mistake: each controller titles itself in viewDidLoad; only the selected tab loads, so
// why: the other three tabs have no title (the task warns about this).
import UIKit

class WorldClockViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "World Clock"
    }
}

class AlarmsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Alarms"
    }
}

class StopwatchViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stopwatch"
    }
}

class TimerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Timer"
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let tabs = UITabBarController()
        tabs.viewControllers = [WorldClockViewController(), AlarmsViewController(),
                                StopwatchViewController(), TimerViewController()]
        tabs.selectedIndex = 2

        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
