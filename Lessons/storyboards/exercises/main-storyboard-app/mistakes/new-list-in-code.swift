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
        let navigation = window?.rootViewController as? UINavigationController
        let contacts = ContactsViewController()
        contacts.names = ["Ada", "Grace", "Linus"]
        navigation?.setViewControllers([contacts], animated: false)
        return true
    }
}
