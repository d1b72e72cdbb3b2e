// verdict: fail
// reason: lets the tap switch to Profile, then switches back to Home in didSelect: the Profile tab
// reason: is selected and shown before the sign-in screen, which the task rules out (must not switch).
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

    func tabBarController(_ tabBarController: UITabBarController,
                          didSelect viewController: UIViewController) {
        if viewController is ProfileViewController && !signedIn {
            tabBarController.selectedIndex = 0
            tabBarController.present(SignInViewController(), animated: true)
        }
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
        tabs.delegate = self
        tabs.viewControllers = [home, library, profile]

        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
