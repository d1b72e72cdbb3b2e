// verdict: fail
// reason: believes the iPhone shows the list and keeps both columns as set.
import UIKit

class NoteListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("List viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("List viewWillAppear")
    }
}

class NoteViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Note viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Note viewWillAppear")
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let listNavigation = UINavigationController(rootViewController: NoteListViewController())
        let split = UISplitViewController()
        split.viewControllers = [listNavigation, NoteViewController()]
        let window = UIWindow()
        window.rootViewController = split
        window.makeKeyAndVisible()
        self.window = window
        DispatchQueue.main.async {
            print("columns: \(split.viewControllers.count)")
            print("stack: \(listNavigation.viewControllers.count)")
            print("top: \(listNavigation.topViewController is NoteViewController)")
        }
        return true
    }
}

// Your prediction: the lines this program prints, in order, one per line.
let prediction = """
List viewDidLoad
List viewWillAppear
columns: 2
stack: 1
top: false
"""
