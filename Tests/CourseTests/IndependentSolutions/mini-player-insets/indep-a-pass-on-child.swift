// verdict: pass
// reason: route: the extra inset moves to the child the mini player covers (the navigation
// reason: controller), set with a whole UIEdgeInsets value.
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
        content.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 60, right: 0)
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
