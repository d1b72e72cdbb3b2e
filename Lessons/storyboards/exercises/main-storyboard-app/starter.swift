import UIKit

// TODO: the list scene in Main.storyboard has the class ContactsViewController (set in the
// Identity inspector). Declare that class: a UIViewController subclass with a property
// `names`, an array of strings that is empty at first, which prints "Contacts: " followed
// by the names joined with ", " when its view loads.

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // TODO: the main storyboard has already made the window, a navigation controller and
        // the contacts list inside it. Find that list and give it the names Ada, Grace, Linus.
        return true
    }
}
