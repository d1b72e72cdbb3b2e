import UIKit

class TipViewController: UIViewController {
    var number = 0
}

class TipsPageViewController: UIPageViewController, UIPageViewControllerDataSource {
    let tips = ["Swipe to go on", "Tap a card to open it", "Pull down to refresh"]

    func tip(_ number: Int) -> TipViewController? {
        guard number >= 0 && number < tips.count else { return nil }
        let page = TipViewController()
        page.number = number
        page.title = tips[number]
        return page
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        if let first = tip(0) {
            setViewControllers([first], direction: .forward, animated: false)
        }
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        let current = (viewController as? TipViewController)?.number ?? 0
        return tip(current - 1)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        let current = (viewController as? TipViewController)?.number ?? 0
        return tip(current + 1)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = TipsPageViewController(transitionStyle: .scroll,
                                                           navigationOrientation: .horizontal,
                                                           options: nil)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
