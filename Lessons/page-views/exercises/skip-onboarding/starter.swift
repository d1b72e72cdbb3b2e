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

// TODO: a data source for the four steps below. Each page is a new StepViewController with
// its number (0 to 3) and its title; there is nothing before the first step or after the
// last. Every page's Skip button jumps straight to the last step.
class OnboardingSource: NSObject {
    let steps = ["Welcome", "Sync", "Notifications", "Ready"]
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        // TODO: give `pages` its data source and the first step.
        window = UIWindow()
        window?.rootViewController = pages
        window?.makeKeyAndVisible()
        return true
    }
}
