// verdict: fail
// why: mistake: instantiates the list scene by its ID (NotesList) and makes it the root, so
// why: the navigation controller the task asks for is missing.
import UIKit

class NotesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Notes loaded, from a storyboard: \(storyboard != nil)")
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let storyboard = UIStoryboard(name: "Notes", bundle: nil)
        let window = UIWindow()
        window.rootViewController = storyboard.instantiateViewController(withIdentifier: "NotesList")
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
