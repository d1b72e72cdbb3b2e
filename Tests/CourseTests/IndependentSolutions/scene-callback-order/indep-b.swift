// verdict: pass
// reason: launch as the scenes lesson gives it, with "scene: window shown" after the root loaded and
// reason: its viewWillAppear (both inside makeKeyAndVisible); the app delegate's active/background
// reason: callbacks never run in a scene app.
import UIKit

class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("home: viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("home: viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("home: viewDidAppear")
    }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        print("scene: willConnectTo")
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = HomeViewController()
        window?.makeKeyAndVisible()
        print("scene: window shown")
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        print("scene: willEnterForeground")
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        print("scene: didBecomeActive")
    }

    func sceneWillResignActive(_ scene: UIScene) {
        print("scene: willResignActive")
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        print("scene: didEnterBackground")
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("app: didFinishLaunching, scenes: \(application.connectedScenes.count)")
        return true
    }

    func application(_ application: UIApplication,
                     configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        print("app: configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        print("app: didBecomeActive")
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        print("app: didEnterBackground")
    }
}

// vctutor launches the app, then sends it to the background and brings it back.
// Your prediction: the lines this program prints, in order, one per line.
let prediction = """
app: didFinishLaunching, scenes: 0
app: configurationForConnecting
scene: willConnectTo
home: viewDidLoad
home: viewWillAppear
scene: window shown
scene: willEnterForeground
scene: didBecomeActive
home: viewDidAppear
scene: willResignActive
scene: didEnterBackground
scene: willEnterForeground
scene: didBecomeActive
"""
