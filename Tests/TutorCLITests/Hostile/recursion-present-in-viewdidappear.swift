// expect: ok|limit
import UIKit
class VC: UIViewController {
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); present(VC(), animated: false) }
}
let window = UIWindow()
window.rootViewController = VC()
window.makeKeyAndVisible()
