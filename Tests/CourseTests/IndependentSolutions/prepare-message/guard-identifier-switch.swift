// verdict: pass
// why: route: super.prepare first, then a switch on the identifier with a guarded cast.
import UIKit

class MessageViewController: UIViewController {
    var subject = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        title = subject
        print("Message: \(subject)")
    }
}

class InboxViewController: UIViewController {
    let latestSubject = "Team lunch on Friday"

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        switch segue.identifier {
        case "showMessage":
            guard let message = segue.destination as? MessageViewController else { return }
            message.subject = latestSubject
        default:
            break
        }
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }
}
