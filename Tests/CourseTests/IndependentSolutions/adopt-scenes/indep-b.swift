// verdict: pass
// reason: the scene delegate builds the window in a helper with UIWindow(windowScene:) and takes over
// reason: the background and foreground work (sceneDidEnterBackground, sceneWillEnterForeground); the app
// reason: delegate keeps only didFinishLaunching.
import UIKit

class NotesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
    }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = makeWindow(in: windowScene)
        window?.makeKeyAndVisible()
    }

    func makeWindow(in windowScene: UIWindowScene) -> UIWindow {
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: NotesViewController())
        return window
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        print("Checking for new notes")
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        print("Saving drafts")
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }
}
