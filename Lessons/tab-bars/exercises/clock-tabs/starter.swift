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
        // TODO: a tab bar controller as the root, with four tabs in this order:
        // World Clock, Alarms, Stopwatch, Timer (each titled so).
        // TODO: the app opens on the Stopwatch tab.
        let tabs = UITabBarController()
        tabs.viewControllers = [WorldClockViewController()]

        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
