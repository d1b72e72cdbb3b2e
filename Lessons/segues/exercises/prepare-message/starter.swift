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
        // TODO: Main.storyboard has a show segue, "showMessage", from the Open button to the
        // message scene. When it fires, hand latestSubject to the MessageViewController it made.
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
