// expect: limit
import UIKit
class VC: UIViewController { override func viewDidLoad() { super.viewDidLoad(); while true {} } }
let window = UIWindow()
window.rootViewController = VC()
window.makeKeyAndVisible()
