// verdict: fail
// why: mistake: casts segue.source (the inbox) instead of segue.destination, so nothing is set.
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
        if let message = segue.source as? MessageViewController {
            message.subject = latestSubject
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
