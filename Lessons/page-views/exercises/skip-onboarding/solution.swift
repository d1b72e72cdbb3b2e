import UIKit

class StepViewController: UIViewController {
    var number = 0
    var onSkip: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        let skip = UIButton(type: .system)
        skip.setTitle("Skip", for: .normal)
        skip.frame = CGRect(x: 300, y: 60, width: 80, height: 44)
        skip.addAction(UIAction { [weak self] _ in self?.onSkip?() }, for: .touchUpInside)
        view.addSubview(skip)
        print("Step \(number): \(title ?? "?")")
    }
}

class OnboardingSource: NSObject, UIPageViewControllerDataSource {
    let steps = ["Welcome", "Sync", "Notifications", "Ready"]
    var pages: UIPageViewController?    // not weak: the page view controller holds its data source weakly, so no cycle

    func step(_ number: Int) -> StepViewController? {
        guard number >= 0 && number < steps.count else { return nil }
        let page = StepViewController()
        page.number = number
        page.title = steps[number]
        page.onSkip = { [weak self] in self?.skipToEnd() }
        return page
    }

    func skipToEnd() {
        guard let last = step(steps.count - 1) else { return }
        pages?.setViewControllers([last], direction: .forward, animated: true)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let current = viewController as? StepViewController else { return nil }
        return step(current.number - 1)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let current = viewController as? StepViewController else { return nil }
        return step(current.number + 1)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let source = OnboardingSource()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        pages.dataSource = source
        source.pages = pages
        if let first = source.step(0) {
            pages.setViewControllers([first], direction: .forward, animated: false)
        }
        window = UIWindow()
        window?.rootViewController = pages
        window?.makeKeyAndVisible()
        return true
    }
}
