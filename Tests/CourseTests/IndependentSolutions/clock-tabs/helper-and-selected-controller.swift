// verdict: pass
// why: route: a titled(_:_:) helper, setViewControllers(_:animated:), and selectedViewController
// why: pointing at the stopwatch instance.
import UIKit

class WorldClockViewController: UIViewController {
}

class AlarmsViewController: UIViewController {
}

class StopwatchViewController: UIViewController {
}

class TimerViewController: UIViewController {
}

func titled(_ controller: UIViewController, _ title: String) -> UIViewController {
    controller.title = title
    return controller
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let stopwatch = titled(StopwatchViewController(), "Stopwatch")
        let tabs = UITabBarController()
        tabs.setViewControllers([titled(WorldClockViewController(), "World Clock"),
                                 titled(AlarmsViewController(), "Alarms"),
                                 stopwatch,
                                 titled(TimerViewController(), "Timer")], animated: false)
        tabs.selectedViewController = stopwatch

        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
