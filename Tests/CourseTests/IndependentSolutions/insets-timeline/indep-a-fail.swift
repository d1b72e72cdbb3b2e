// verdict: fail
// reason: mistake: predicts that the pushed view already knows its insets in viewDidLoad.
import UIKit

class ArticleViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("viewDidLoad: top", view.safeAreaInsets.top)
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        print("insets changed: top", view.safeAreaInsets.top, "left", view.safeAreaInsets.left)
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        print("viewIsAppearing: top", view.safeAreaInsets.top)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        print("will turn to width \(size.width); top still \(view.safeAreaInsets.top)")
        coordinator.animate(alongsideTransition: nil) { _ in
            print("turn finished: top", self.view.safeAreaInsets.top)
        }
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let home = UIViewController()
        home.title = "Home"
        let navigation = UINavigationController(rootViewController: home)
        window = UIWindow()
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
        navigation.pushViewController(ArticleViewController(), animated: false)
        print("pushed")
        return true
    }
}

// Your prediction: the lines this program prints, in order, one per line.
let prediction = """
pushed
viewDidLoad: top 103.0
viewIsAppearing: top 103.0
will turn to width 852.0; top still 103.0
insets changed: top 32.0 left 59.0
turn finished: top 32.0
"""
