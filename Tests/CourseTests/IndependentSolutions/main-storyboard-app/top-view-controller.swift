// verdict: pass
// why: route: root as UINavigationController, its topViewController cast to the class.
import UIKit

class ContactsViewController: UIViewController {
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
        if let navigation = window?.rootViewController as? UINavigationController,
           let contacts = navigation.topViewController as? ContactsViewController {
            contacts.names = ["Ada", "Grace", "Linus"]
        }
        return true
    }
}
