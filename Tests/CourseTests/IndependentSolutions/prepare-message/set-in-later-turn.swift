// verdict: fail
// why: mistake: sets the subject in DispatchQueue.main.async, a later run-loop turn, after the
// why: message has loaded and printed an empty subject.
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
        if let message = segue.destination as? MessageViewController {
            let subject = latestSubject
            DispatchQueue.main.async {
                message.subject = subject
            }
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
