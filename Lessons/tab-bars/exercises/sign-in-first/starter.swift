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
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var signedIn = false

    // TODO: while the user is not signed in, a tap on the Profile tab must not switch to it:
    // the tab bar stays where it is and a SignInViewController comes up instead.
    // The other tabs switch as usual.

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

        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
