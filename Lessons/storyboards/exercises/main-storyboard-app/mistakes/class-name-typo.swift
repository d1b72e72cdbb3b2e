import UIKit

class ContactViewController: UIViewController {
    var names: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Contacts: " + names.joined(separator: ", "))
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigation = window?.rootViewController as? UINavigationController
        let contacts = navigation?.topViewController as? ContactViewController
        contacts?.names = ["Ada", "Grace", "Linus"]
        return true
    }
}
