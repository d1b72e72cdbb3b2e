import UIKitSim

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    diffPrint(items, separator: separator, terminator: terminator)
}

// An app delegate that builds its window in code (no storyboard). Compiled here natively
// and read as text by DifferentialLaunchTests, which interprets it with `@main`.
// BEGIN PROGRAM
class DiffInboxVC: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        print("Inbox loaded")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Inbox on screen")
    }
}

/*@main*/
class DiffCodeAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("will finish; window:", window == nil ? "none" : "set")
        return true
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("delegate is self:", UIApplication.shared.delegate === self)
        print("same application:", application === UIApplication.shared)
        window = UIWindow()
        window?.rootViewController = UINavigationController(rootViewController: DiffInboxVC())
        window?.makeKeyAndVisible()
        print("launched", self, "in", application)
        return true
    }
}
// END PROGRAM
