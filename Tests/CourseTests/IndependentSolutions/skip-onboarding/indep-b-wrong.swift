// verdict: fail
// reason: the pages wrap around: after Ready comes Welcome again, so the second run's last
// reason: swipe leaves Ready though the task says there is no page after the last.
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
    weak var pages: UIPageViewController?

    func step(at number: Int) -> StepViewController? {
        guard steps.indices.contains(number) else { return nil }
        let step = StepViewController()
        step.number = number
        step.title = steps[number]
        step.onSkip = { [weak self] in self?.skipToEnd() }
        return step
    }

    func skipToEnd() {
        guard let last = step(at: steps.count - 1) else { return }
        pages?.setViewControllers([last], direction: .forward, animated: true, completion: nil)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let current = viewController as? StepViewController else { return nil }
        return step(at: current.number - 1)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let current = viewController as? StepViewController else { return nil }
        return step(at: (current.number + 1) % steps.count)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let source = OnboardingSource()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        source.pages = pages
        pages.dataSource = source
        if let first = source.step(at: 0) {
            pages.setViewControllers([first], direction: .forward, animated: false, completion: nil)
        }
        window = UIWindow()
        window?.rootViewController = pages
        window?.makeKeyAndVisible()
        return true
    }
}
