import UIKitSim

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    diffPrint(items, separator: separator, terminator: terminator)
}

// An app launched from a main storyboard (DiffStoryboards.launch): the delegate reaches the
// storyboard's controllers through its window; Home instantiates About by its Storyboard ID.
// BEGIN PROGRAM
class DiffHomeVC: UIViewController {
    var greeting = "Hello"
    var showedAbout = false

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Home says:", greeting, "| from a storyboard:", storyboard != nil)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if !showedAbout {
            showedAbout = true
            if let about = storyboard?.instantiateViewController(withIdentifier: "About") as? DiffAboutVC {
                about.topic = "launching"
                navigationController?.pushViewController(about, animated: false)
            }
        }
    }
}

class DiffAboutVC: UIViewController {
    var topic = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        print("About", topic, "| title:", title ?? "none")
    }
}

/*@main*/
class DiffStoryboardAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigation = window?.rootViewController as? UINavigationController
        let home = navigation?.viewControllers.first as? DiffHomeVC
        print("found home:", home != nil)
        home?.greeting = "Welcome back"
        return true
    }
}
// END PROGRAM
