import UIKit

class OnboardingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // TODO: add a button titled "Start" that calls startTapped() when tapped.
    }

    func startTapped() {
        // TODO: replace everything this screen's window shows with a navigation controller
        // whose root is a HomeViewController. The onboarding screen is not needed any more.
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
        // TODO: show a window whose root is the onboarding screen.
        return true
    }
}
