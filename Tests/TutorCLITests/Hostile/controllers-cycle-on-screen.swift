// expect: exception
import UIKit
let window = UIWindow()
let a = UIViewController()
let b = UIViewController()
window.rootViewController = a
window.makeKeyAndVisible()
a.addChild(b)
a.view.addSubview(b.view)
b.didMove(toParent: a)
b.addChild(a)
