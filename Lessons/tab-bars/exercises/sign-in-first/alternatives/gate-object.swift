import UIKit

class HomeViewController: UIViewController {
}

class LibraryViewController: UIViewController {
}

class ProfileViewController: UIViewController {
}

class SignInViewController: UIViewController {
}

// Decides which tabs may be selected; the app delegate keeps it alive.
class SignInGate: NSObject, UITabBarControllerDelegate {
    var signedIn = false

    func tabBarController(_ tabBarController: UITabBarController,
                          shouldSelect viewController: UIViewController) -> Bool {
        if signedIn || !(viewController is ProfileViewController) {
            return true
        }
        let signIn = SignInViewController()
        signIn.modalPresentationStyle = .formSheet
        tabBarController.selectedViewController?.present(signIn, animated: true)
        return false
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var signedIn = false

    let gate = SignInGate()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let home = HomeViewController()
        home.title = "Home"
        let library = LibraryViewController()
        library.title = "Library"
        let profile = ProfileViewController()
        profile.title = "Profile"

        let tabs = UITabBarController()
        tabs.delegate = gate
        tabs.viewControllers = [home, library, profile]

        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
