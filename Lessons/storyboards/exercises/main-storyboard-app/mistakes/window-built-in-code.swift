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
        let contacts = ContactsViewController()
        contacts.names = ["Ada", "Grace", "Linus"]
        window = UIWindow()
        window?.rootViewController = contacts
        window?.makeKeyAndVisible()
        return true
    }
}
