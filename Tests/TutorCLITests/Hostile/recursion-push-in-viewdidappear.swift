// expect: ok|limit
import UIKit
class VC: UIViewController {
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); navigationController?.pushViewController(VC(), animated: false) }
}
let window = UIWindow()
window.rootViewController = UINavigationController(rootViewController: VC())
window.makeKeyAndVisible()
