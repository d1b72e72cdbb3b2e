import UIKitSim

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    diffPrint(items, separator: separator, terminator: terminator)
}

// The loading-views lesson's alternative: a property observer that updates the title only
// once the view is loaded; loadViewIfNeeded() loads a view with no window.
// BEGIN PROGRAM
class DiffProfileVC: UIViewController {
    var name = "" {
        didSet {
            print("name set; loaded:", isViewLoaded, "| view if loaded:", viewIfLoaded != nil)
            if isViewLoaded {
                title = name
            }
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Profile viewDidLoad")
        title = name
    }
}

func diffViewLoadingProgram() -> UIWindow {
    let profile = DiffProfileVC()
    profile.name = "Ada"
    let spare = DiffProfileVC()
    spare.loadViewIfNeeded()
    spare.name = "Grace"
    print("spare title:", spare.title ?? "none")
    let window = UIWindow()
    window.rootViewController = profile
    window.makeKeyAndVisible()
    profile.name = "Ada Lovelace"
    print("profile title:", profile.title ?? "none")
    return window
}
// END PROGRAM
