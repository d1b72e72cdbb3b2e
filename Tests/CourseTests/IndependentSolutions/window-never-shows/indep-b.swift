// verdict: pass
// reason: keeps UIWindow(frame:) but attaches the window to the scene through its windowScene
// reason: property before showing it.
import UIKit

class PlayerViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Player on screen")
    }
}

class LibraryViewController: UIViewController {}

// This scene delegate was pasted from an app that had no scenes. The app launches to
// a black screen.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        let tabs = UITabBarController()
        tabs.viewControllers = [PlayerViewController(), LibraryViewController()]
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.windowScene = scene as? UIWindowScene
        window?.rootViewController = tabs
        window?.makeKeyAndVisible()
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }
}
