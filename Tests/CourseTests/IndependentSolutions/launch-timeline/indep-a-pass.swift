// verdict: pass
// reason: prediction from uikit-behaviour.md, Launch: the window and the storyboard's root exist
// reason: before willFinish; makeKeyAndVisible comes after didFinish, and loads the root then.
import UIKit

class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Home viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Home viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Home viewDidAppear")
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("willFinish: root is \(window?.rootViewController == nil ? "missing" : "there")")
        return true
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let home = window?.rootViewController
        print("didFinish: view loaded \(home?.isViewLoaded ?? false)")
        print("didFinish: window key \(window?.isKeyWindow ?? false)")
        return true
    }
}

// Your prediction: the lines this program prints, in order, one per line.
let prediction = """
willFinish: root is there
didFinish: view loaded false
didFinish: window key false
Home viewDidLoad
Home viewWillAppear
Home viewDidAppear
"""
