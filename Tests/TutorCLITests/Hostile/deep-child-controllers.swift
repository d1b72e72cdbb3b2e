// expect: ok|limit
import UIKit
let window = UIWindow()
let root = UIViewController()
window.rootViewController = root
window.makeKeyAndVisible()
var parent = root
for _ in 0..<10_000 {
    let c = UIViewController()
    parent.addChild(c)
    parent.view.addSubview(c.view)
    c.didMove(toParent: parent)
    parent = c
}
print("deep")
