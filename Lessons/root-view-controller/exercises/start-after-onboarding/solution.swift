import UIKit

class OnboardingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let start = UIButton(type: .system)
        start.setTitle("Start", for: .normal)
        start.frame = CGRect(x: 20, y: 400, width: 353, height: 44)
        start.addAction(UIAction { [weak self] _ in self?.startTapped() }, for: .touchUpInside)
        view.addSubview(start)
    }

    func startTapped() {
        view.window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("Onboarding gone")
    }

    deinit {
        print("Onboarding released")
    }
}

class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        print("Home loaded")
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = OnboardingViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
