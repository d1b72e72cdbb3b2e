// verdict: pass
// reason: prediction from the layout lesson: the push waits for the end of the turn ("pushed"
// reason: first); zero insets in viewDidLoad (no window yet); the change is reported before
// reason: viewIsAppearing; viewWillTransition sees the old insets; landscape on an iPhone 15:
// reason: no status bar, a 32-point bar, 59 points off the left; the completion comes last.
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
viewDidLoad: top 0.0
insets changed: top 103.0 left 0.0
viewIsAppearing: top 103.0
will turn to width 852.0; top still 103.0
insets changed: top 32.0 left 59.0
turn finished: top 32.0
"""
