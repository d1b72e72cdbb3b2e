// verdict: pass
// why: route: viewControllers.first of the navigation controller; names declared with
// why: [String](), printed with string interpolation.
import UIKit

class ContactsViewController: UIViewController {
    var names = [String]()

    override func viewDidLoad() {
        super.viewDidLoad()
        let list = names.joined(separator: ", ")
        print("Contacts: \(list)")
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigation = window?.rootViewController as? UINavigationController
        let contacts = navigation?.viewControllers.first as? ContactsViewController
        contacts?.names = ["Ada", "Grace", "Linus"]
        return true
    }
}
