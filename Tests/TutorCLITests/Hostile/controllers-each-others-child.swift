// expect: exception
import UIKit
let a = UIViewController()
let b = UIViewController()
a.addChild(b)
b.addChild(a)
print("unreachable")
