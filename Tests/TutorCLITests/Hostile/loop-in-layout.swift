// expect: limit|exception
import UIKit
class VC: UIViewController { override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); view.setNeedsLayout(); view.layoutIfNeeded() } }
let window = UIWindow()
window.rootViewController = VC()
window.makeKeyAndVisible()
