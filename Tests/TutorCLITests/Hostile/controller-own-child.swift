// expect: exception
import UIKit
let c = UIViewController()
c.addChild(c)
print("unreachable")
