// verdict: fail
// why: mistake: puts the three names in the property's initial value (the task: empty at first)
// why: and never hands them over from the app delegate.
import UIKit

class ContactsViewController: UIViewController {
    var names: [String] = ["Ada", "Grace", "Linus"]

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
        // The list already knows its names.
        return true
    }
}
