// expect: ok|limit
import UIKit
let window = UIWindow()
let root = UIViewController()
window.rootViewController = root
window.makeKeyAndVisible()
var v = root.view!
for _ in 0..<10_000 { let s = UIView(); v.addSubview(s); v = s }
print("deep")
