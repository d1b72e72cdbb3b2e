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
        // TODO: this app has no main storyboard, but it ships Notes.storyboard, whose entry
        // point is a navigation controller holding the notes list.
        // Make a window, load that storyboard, make its initial view controller the
        // window's root, and show the window.
        return true
    }
}
