// expect: exception
import UIKit
let a = UIView()
let b = UIView()
a.addSubview(b)
b.addSubview(a)
print("unreachable")
