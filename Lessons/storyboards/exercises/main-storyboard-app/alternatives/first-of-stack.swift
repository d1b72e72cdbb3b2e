import UIKit

class ContactsViewController: UIViewController {
    var names = [String]()

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Contacts: \(names.joined(separator: ", "))")
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        guard let navigation = window?.rootViewController as? UINavigationController,
              let contacts = navigation.viewControllers.first as? ContactsViewController else {
            return true
        }
        contacts.names.append("Ada")
        contacts.names.append("Grace")
        contacts.names.append("Linus")
        return true
    }
}
