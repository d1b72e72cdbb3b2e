// An app written as an iOS programmer writes it (only `import UIKit`, `@main` and `#selector`
// differ), compiled natively against UIKitSim: proof that the API is real Swift with UIKit's
// names and signatures. Expected behaviour: uikit-behaviour.md, "Launch" and "Appearance".
import Testing
import UIKitSim

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let inbox = InboxViewController()
        inbox.title = "Inbox"
        let navigation = UINavigationController(rootViewController: inbox)
        window = UIWindow()
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
        return true
    }
}

final class InboxViewController: UIViewController {
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let button = UIButton(type: .system)
        button.setTitle("Compose", for: .normal)
        button.addAction(UIAction { [weak self] _ in self?.compose() }, for: .touchUpInside)
        view.addSubview(button)
        log.append("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("viewWillAppear")
    }

    func compose() {
        let composer = ComposeViewController()
        composer.title = "New message"
        navigationController?.pushViewController(composer, animated: true)
    }
}

final class ComposeViewController: UIViewController {
    override func loadView() {
        let label = UILabel()
        label.text = "To:"
        view = label
    }
}

@Suite struct iOSStyleAppTests {
    @Test func theAppRunsLikeOnAnIPhone() throws {
        let simulation = Simulation(device: .iPhone)
        let delegate = simulation.withCurrent { AppDelegate() }
        UIApplicationMain(simulation, delegate)
        #expect(simulation.isAlive)
        let navigation = try #require(delegate.window?.rootViewController as? UINavigationController)
        let inbox = try #require(navigation.topViewController as? InboxViewController)
        #expect(inbox.log == ["viewDidLoad", "viewWillAppear"])
        #expect(inbox.view.window === delegate.window)

        try simulation.tapButton(titled: "Compose")
        #expect(navigation.topViewController is ComposeViewController)
        #expect(navigation.navigationBar.backButtonTitle == "Inbox")
        #expect(simulation.now == Simulation.animationDuration)

        try simulation.tapBackButton()
        #expect(navigation.viewControllers.count == 1)
        #expect(simulation.traceLines.suffix(2) == [
            "ComposeViewController.didMove(toParent:) nil", "ComposeViewController.deinit",
        ])
    }
}
