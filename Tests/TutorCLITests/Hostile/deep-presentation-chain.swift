// expect: ok|limit
import UIKit
let window = UIWindow()
let root = UIViewController()
window.rootViewController = root
window.makeKeyAndVisible()
var top = root
for _ in 0..<2_000 { let next = UIViewController(); top.present(next, animated: false); top = next }
print("presented")
