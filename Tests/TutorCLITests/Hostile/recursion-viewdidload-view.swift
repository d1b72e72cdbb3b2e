// expect: limit|exception|ok
import UIKit
class VC: UIViewController { override func loadView() { _ = self.view } }
let window = UIWindow()
window.rootViewController = VC()
window.makeKeyAndVisible()
