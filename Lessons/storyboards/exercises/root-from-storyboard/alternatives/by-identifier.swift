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
        window = UIWindow()
        let notes = UIStoryboard(name: "Notes", bundle: nil)
        window?.rootViewController = notes.instantiateViewController(withIdentifier: "NotesNavigation")
        window?.makeKeyAndVisible()
        return true
    }
}
