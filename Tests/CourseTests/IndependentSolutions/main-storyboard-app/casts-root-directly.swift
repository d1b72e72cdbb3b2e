// verdict: fail
// why: mistake: forgets the navigation controller and casts the window's root itself to
// why: ContactsViewController; the cast fails and the list prints no names.
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
        if let contacts = window?.rootViewController as? ContactsViewController {
            contacts.names = ["Ada", "Grace", "Linus"]
        }
        return true
    }
}
