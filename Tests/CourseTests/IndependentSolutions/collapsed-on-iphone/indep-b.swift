// verdict: pass
// reason: collapsed on an iPhone: UIKit folds the secondary onto the primary's stack, so the split
// reason: view holds one column, the stack holds list and note, the note is on top; only the top of
// reason: the stack loads and appears, the list never loads.
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
Note viewDidLoad
Note viewWillAppear
columns: 1
stack: 2
top: true
"""
