// expect: ok|exception
import UIKit
let window = UIWindow()
let root = UIViewController()
window.rootViewController = root
window.makeKeyAndVisible()
root.present(root, animated: false)
print("after")
