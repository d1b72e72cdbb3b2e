// verdict: pass
// reason: route: the extra inset goes on the library itself (the navigation controller's root),
// reason: set through optional chaining on one field; the container's safe area is untouched.
import UIKit

class LibraryViewController: UIViewController {
    let lastRow = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        view.addSubview(lastRow)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.safeAreaLayoutGuide.layoutFrame
        lastRow.frame = CGRect(x: safe.minX, y: safe.maxY - 44, width: safe.width, height: 44)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("library's safe area bottom inset:", view.safeAreaInsets.bottom)
    }
}

class PlayerContainerViewController: UIViewController {
    let content = UINavigationController(rootViewController: LibraryViewController())
    let miniPlayer = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
        view.addSubview(miniPlayer)
        // The mini player covers the bottom 60 points of the content: make the content keep
        // its own views clear of it.
        content.viewControllers.first?.additionalSafeAreaInsets.bottom = 60
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        content.view.frame = view.bounds
        let safe = view.safeAreaLayoutGuide.layoutFrame
        miniPlayer.frame = CGRect(x: safe.minX, y: safe.maxY - 60, width: safe.width, height: 60)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = PlayerContainerViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
