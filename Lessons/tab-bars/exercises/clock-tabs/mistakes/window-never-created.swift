import UIKit

class WorldClockViewController: UIViewController {
}

class AlarmsViewController: UIViewController {
}

class StopwatchViewController: UIViewController {
}

class TimerViewController: UIViewController {
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let worldClock = WorldClockViewController()
        worldClock.title = "World Clock"
        let alarms = AlarmsViewController()
        alarms.title = "Alarms"
        let stopwatch = StopwatchViewController()
        stopwatch.title = "Stopwatch"
        let timer = TimerViewController()
        timer.title = "Timer"

        let tabs = UITabBarController()
        tabs.viewControllers = [worldClock, alarms, stopwatch, timer]
        tabs.selectedIndex = 2

        window?.rootViewController = tabs
        window?.makeKeyAndVisible()
        return true
    }
}
