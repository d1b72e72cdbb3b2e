// expect: exception
import UIKit
let window = UIWindow()
let root = UIViewController()
window.rootViewController = root
window.makeKeyAndVisible()
let a = UIView()
root.view.addSubview(a)
a.addSubview(root.view)
print("unreachable")
