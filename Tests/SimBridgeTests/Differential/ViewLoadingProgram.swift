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

class DiffCodeViewVC: UIViewController {
    override func loadView() {
        print("loadView")
        view = UIView()
    }
}

func diffViewLoadingProgram() -> UIWindow {
    let coded = DiffCodeViewVC()
    print("coded loaded:", coded.isViewLoaded)
    let first = coded.view
    let second = coded.view
    print("coded loaded:", coded.isViewLoaded, "| same view:", first === second)
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
