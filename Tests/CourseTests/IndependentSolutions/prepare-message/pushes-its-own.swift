// verdict: fail
// why: mistake: creates and pushes its own message controller in prepare (the task: push
// why: nothing yourself), so two messages end up on the stack.
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
        let message = MessageViewController()
        message.subject = latestSubject
        navigationController?.pushViewController(message, animated: false)
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
