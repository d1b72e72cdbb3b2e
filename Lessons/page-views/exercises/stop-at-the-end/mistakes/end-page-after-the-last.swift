import UIKit

class TipViewController: UIViewController {
    var number = 0
}

class TipSource: NSObject, UIPageViewControllerDataSource {
    let tips = ["Swipe to go on", "Tap a card to open it", "Pull down to refresh"]

    func tip(_ number: Int) -> TipViewController? {
        if number < 0 || number >= tips.count {
            return nil
        }
        let page = TipViewController()
        page.number = number
        page.title = tips[number]
        return page
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let current = viewController as? TipViewController else { return nil }
        return tip(current.number - 1)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let current = viewController as? TipViewController else { return nil }
        if current.number == tips.count - 1 {
            let end = UIViewController()
            end.title = "That's all the tips"
            return end
        }
        return tip(current.number + 1)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let source = TipSource()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let pages = UIPageViewController(transitionStyle: .scroll,
                                         navigationOrientation: .horizontal,
                                         options: nil)
        pages.dataSource = source
        if let first = source.tip(0) {
            pages.setViewControllers([first], direction: .forward, animated: false)
        }

        let window = UIWindow()
        window.rootViewController = pages
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
