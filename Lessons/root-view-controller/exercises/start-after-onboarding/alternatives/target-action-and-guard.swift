import UIKit

class OnboardingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let start = UIButton(type: .system)
        start.setTitle("Start", for: .normal)
        start.addTarget(self, action: #selector(startButtonTapped), for: .touchUpInside)
        view.addSubview(start)
    }

    @objc func startButtonTapped() {
        startTapped()
    }

    func startTapped() {
        guard let window = view.window else { return }
        let navigation = UINavigationController()
        navigation.viewControllers = [HomeViewController()]
        window.rootViewController = navigation
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
