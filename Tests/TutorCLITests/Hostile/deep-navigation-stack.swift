// expect: ok|limit
import UIKit
let window = UIWindow()
let nav = UINavigationController(rootViewController: UIViewController())
window.rootViewController = nav
window.makeKeyAndVisible()
for _ in 0..<5_000 { nav.pushViewController(UIViewController(), animated: false) }
print(nav.viewControllers.count)
