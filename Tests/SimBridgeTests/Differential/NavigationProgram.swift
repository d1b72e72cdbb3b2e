import UIKitSim

// The program between the markers is compiled here natively against UIKitSim AND read as text
// by DifferentialTests and interpreted through SimBridge; both runs must give the same trace.
// BEGIN PROGRAM
class DiffListVC: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "List"
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
    }
}

class DiffDetailVC: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
    }
}

func diffNavigationProgram() -> UIWindow {
    let list = DiffListVC()
    let nav = UINavigationController(rootViewController: list)
    let window = UIWindow()
    window.rootViewController = nav
    window.makeKeyAndVisible()
    nav.pushViewController(DiffDetailVC(), animated: false)
    return window
}
// END PROGRAM
