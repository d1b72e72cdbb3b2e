import UIKit

class HomeViewController: UIViewController {
}

class LibraryViewController: UIViewController {
}

class ProfileViewController: UIViewController {
}

class SignInViewController: UIViewController {
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate, UITabBarControllerDelegate {
    var window: UIWindow?
    var signedIn = false

    // Asked before a tap switches tabs; false keeps the current tab.
    func tabBarController(_ tabBarController: UITabBarController,
                          shouldSelect viewController: UIViewController) -> Bool {
        guard tabBarController.selectedViewController is ProfileViewController, !signedIn else { return true }
        tabBarController.present(SignInViewController(), animated: true)
        return false
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let home = HomeViewController()
        home.title = "Home"
        let library = LibraryViewController()
        library.title = "Library"
        let profile = ProfileViewController()
        profile.title = "Profile"

        let tabs = UITabBarController()
        tabs.viewControllers = [home, library, profile]
        tabs.delegate = self

        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
