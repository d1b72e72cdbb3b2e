// verdict: fail
// reason: presents the main interface full screen over onboarding: onboarding stays underneath as
// reason: the window's root and is never released.
import UIKit

class OnboardingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let start = UIButton(type: .system)
        start.setTitle("Start", for: .normal)
        start.frame = CGRect(x: 40, y: 400, width: 200, height: 44)
        start.addAction(UIAction { [weak self] _ in self?.startTapped() }, for: .touchUpInside)
        view.addSubview(start)
    }

    func startTapped() {
        let main = UINavigationController(rootViewController: HomeViewController())
        main.modalPresentationStyle = .fullScreen
        present(main, animated: true)
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
        let window = UIWindow()
        window.rootViewController = OnboardingViewController()
        self.window = window
        window.makeKeyAndVisible()
        return true
    }
}
